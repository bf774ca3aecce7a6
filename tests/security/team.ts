import { eq } from "drizzle-orm";
import sharp from "sharp";
import { contentHistory, planPosts, postFeedback } from "../../src/server/db/schema/index.ts";
import type { CreatedShareLink } from "../../src/shared/approval.ts";
import type { PostArt } from "../../src/shared/art-schemas.ts";
import { captionText } from "../../src/shared/generation/captions.ts";
import { roleMay, type WorkspaceRole } from "../../src/shared/workspaces.ts";
import { createUser, subscribe, TEST_BRAND, type TestUser } from "../helpers/factories.ts";
import { generateDone, seedPlan, TEST_STRATEGY } from "../helpers/plans.ts";
import type { TestClient } from "../helpers/test-client.ts";
import type { TestServer } from "../helpers/test-server.ts";
import { addMember } from "../helpers/workspaces.ts";
import type { RouteEntry } from "./route-matrix.ts";

/*
 * One team workspace, for the matrix's walk across the roles inside it: its Proprietário (who
 * pays its Pro), an Administrador, an Editor and a Leitor of every brand, an Editor limited to
 * one brand, a member removed from it, and an outsider with Pro of their own. It has two
 * brands: the one the limited Editor sees, and another; each with a strategy, its plan, a post
 * with a client's comment and an approval link.
 */

export const teamActorNames = [
  "owner",
  "teamAdmin",
  "editor",
  "reader",
  "brandEditor",
  "removed",
  "outsider",
] as const;
export type TeamActor = (typeof teamActorNames)[number];

/** The role each member holds in the team workspace (the brand Editor: on one brand). */
const ROLE_OF: Record<Exclude<TeamActor, "removed" | "outsider">, WorkspaceRole> = {
  owner: "owner",
  teamAdmin: "admin",
  editor: "editor",
  reader: "reader",
  brandEditor: "editor",
};

/** Answers that stop a caller before the route looks at any item. */
const GUARD_STATUSES = new Set([401, 402, 403, 423]);

/** The brand the limited Editor sees, and the other one. */
export const SIDES = ["seen", "hidden"] as const;
export type Side = (typeof SIDES)[number];

/** Items a cell may change or delete; each call makes new ones, so no cell sees another's. */
export type Fresh = {
  history: () => Promise<string>;
  /** A Prompt Mãe of the history with no brand of its own yet. */
  prompt: () => Promise<string>;
  /** A plan with one post, a client's comment on it and an approval link. */
  plan: () => Promise<{ plan: string; post: string; share: string }>;
  /** A caption of this side's brand made from a post (of either side), as the history keeps it. */
  captionFor: (postId: string) => Promise<string>;
  /** A brand of this side (on the seen side, one the limited Editor sees). */
  brand: () => Promise<string>;
  /** A new Leitor of the team. */
  member: () => Promise<string>;
};

/** The team's items on one side. */
export type TeamSide = {
  workspace: string;
  brand: string;
  /** A strategy with its calendar. */
  history: string;
  plan: string;
  post: string;
  share: string;
  /** The approval link's token, as the client's address holds it. */
  token: string;
  /** A member another member may manage (the Leitor). */
  member: string;
  fresh: Fresh;
};

export type Team = {
  actors: Record<TeamActor, { id: string; client: TestClient }>;
  sides: Record<Side, TeamSide>;
};

/**
 * Brands made up front for the cells that need one of their own (deleting a brand, removing a
 * logo): the limited Editor's list names them.
 */
const SPARE_BRANDS = 2 * teamActorNames.length;

export async function createTeam(server: TestServer): Promise<Team> {
  const { db } = server;
  const owner = await createUser(server, { name: "Olga Proprietária" });
  const created = await owner.client.json<{ id: string }>("/api/workspaces", {
    json: { name: "Agência Matriz" },
  });
  if (created.status !== 201) throw new Error(`workspace: ${created.status}`);
  const workspace = created.body.id;
  await subscribe(db, owner.id, { workspaceId: workspace });

  const newBrand = async (name: string) => {
    const { status, body } = await owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: name },
    });
    if (status !== 201) throw new Error(`brand: ${status}`);
    return body.id;
  };
  const brands = {
    seen: await newBrand("Padaria Aurora"),
    hidden: await newBrand("Oficina Boreal"),
  };
  // Each has a logo, so that reading it is a 200 for who may see the brand (decision 050).
  const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  for (const id of Object.values(brands)) {
    const form = new FormData();
    form.append("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    const put = await owner.client.request(`/api/brands/${id}/logo`, { method: "PUT", body: form });
    if (put.status !== 200) throw new Error(`logo: ${put.status}`);
  }
  const spares: Record<Side, string[]> = { seen: [], hidden: [] };
  for (const side of SIDES) {
    for (let i = 0; i < SPARE_BRANDS; i++) spares[side].push(await newBrand(`Avulsa ${side} ${i}`));
  }

  const member = async (name: string, role: WorkspaceRole, brandIds: string[] | null = null) => {
    const user = await createUser(server, { name });
    await addMember(db, workspace, user.id, role, brandIds);
    return user;
  };
  const teamAdmin = await member("Alice Administradora", "admin");
  const editor = await member("Edu Editor", "editor");
  const reader = await member("Lia Leitora", "reader");
  const brandEditor = await member("Beto da Aurora", "editor", [brands.seen, ...spares.seen]);
  const removed = await member("Gil Removido", "editor");
  const removal = await owner.client.request(`/api/workspaces/members/${removed.id}`, {
    method: "DELETE",
  });
  if (removal.status !== 204) throw new Error(`removal: ${removal.status}`);
  const outsider = await createUser(server, { name: "Otto de Fora" });
  await subscribe(db, outsider.id);

  const history =
    (
      brandId: string,
      contentType: (typeof contentHistory.$inferInsert)["contentType"],
      { content = "Texto", metadata = null as Record<string, unknown> | null } = {},
    ) =>
    async () => {
      const [row] = await db
        .insert(contentHistory)
        .values({
          workspaceId: workspace,
          userId: owner.id,
          contentType,
          title: `Prompt para ${contentType}`,
          content,
          metadata,
          brandId,
          brandName: "Marca",
          // Its row is its version 1, as every writer of the history leaves an item (decisions
          // 041 and 060).
          versionBy: owner.id,
          versionMade: "generated",
        })
        .returning({ id: contentHistory.id });
      return row!.id;
    };
  const caption = { caption: "Pão quente.", hashtags: ["#pao"], altText: "", firstComment: "" };
  const captionFor = (brandId: string) => (postId: string) =>
    history(brandId, "caption", {
      content: captionText(caption),
      metadata: { caption, postId, channel: "instagram", pickedHashtags: [] },
    })();
  const plan = (brandId: string) => async () => {
    const { plan, posts } = await seedPlan(db, owner.id, {
      workspaceId: workspace,
      brandId,
      brandName: "Marca",
      posts: [{ theme: "Post", art: SLIDE_ART }],
    });
    const post = posts[0]!.id;
    await comment(db, plan.id, post);
    return { plan: plan.id, post, share: (await share(owner, plan.id)).id };
  };

  const side = async (which: Side): Promise<TeamSide> => {
    const brandId = brands[which];
    const { done } = await generateDone(owner, "strategy", { ...TEST_STRATEGY, brandId });
    const planId = done.links.plan!;
    const shown = await owner.client.json<{ posts: { id: string }[] }>(`/api/plans/${planId}`);
    const post = shown.body.posts[0]!.id;
    await comment(db, planId, post);
    // Its post has art, so that a slide is a 200 for who may see the post (decision 054).
    await db.update(planPosts).set({ art: SLIDE_ART }).where(eq(planPosts.id, post));
    const link = await share(owner, planId);
    return {
      workspace,
      brand: brandId,
      history: done.historyId,
      plan: planId,
      post,
      share: link.id,
      token: link.token,
      member: reader.id,
      fresh: {
        history: history(brandId, "script"),
        prompt: history(brandId, "prompt"),
        plan: plan(brandId),
        captionFor: captionFor(brandId),
        brand: async () => {
          const spare = spares[which].pop();
          if (!spare) throw new Error("no spare brand left: raise SPARE_BRANDS");
          return spare;
        },
        member: async () => (await member("Nina Nova", "reader")).id,
      },
    };
  };

  return {
    actors: { owner, teamAdmin, editor, reader, brandEditor, removed, outsider },
    sides: { seen: await side("seen"), hidden: await side("hidden") },
  };
}

const SLIDE_ART: PostArt = {
  format: "square",
  slides: [{ layout: "cover", title: "Pão de verdade", body: "", items: [] }],
};

async function comment(db: TestServer["db"], planId: string, postId: string) {
  await db.insert(postFeedback).values({
    postId,
    planId,
    author: "client",
    clientName: "Cliente",
    body: "Pode mudar a foto?",
    decision: "changes",
  });
}

async function share(owner: TestUser, planId: string) {
  const { status, body } = await owner.client.json<CreatedShareLink>(
    `/api/plans/${planId}/shares`,
    { json: { expiresIn: "7" } },
  );
  if (status !== 201) throw new Error(`share: ${status}`);
  return { id: body.id, token: body.url.split("/").at(-1)! };
}

/**
 * What the matrix expects of a team actor on a route, from the one roles definition: a role
 * without the route's action gets 403; an item of the brand the limited Editor does not see,
 * and any item of the team to someone outside it, is a 404; otherwise the route's own answer.
 * Routes with no team probe answer a member as they answer a subscriber (the team has Pro),
 * the removed member as an account without Pro, and the outsider as the subscriber they are;
 * those two get the same guards on a team probe (no Pro: 402) before its 404.
 */
export function teamExpectation(route: RouteEntry, actor: TeamActor, side: Side): number {
  if (actor === "removed" || actor === "outsider") {
    // Each is in their own workspace now: the removed member without Pro, the outsider with.
    const own = route.expect[actor === "removed" ? "user" : "subscriber"];
    if (!route.team || GUARD_STATUSES.has(own)) return own;
    return route.team.outside ?? 404;
  }
  if (route.action && !roleMay(ROLE_OF[actor], route.action)) return 403;
  if (!route.team) return route.expect.subscriber;
  if (actor !== "brandEditor") return route.team.allowed;
  if (side === "hidden" && !route.team.brandless) return 404;
  return route.team.limited ?? route.team.allowed;
}
