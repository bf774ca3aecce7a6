import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { subscribe, type TestUser } from "../../../../../tests/helpers/factories.ts";
import { setupGenerationServer } from "../../../../../tests/helpers/generation-server.ts";
import { seedPlan, TEST_CAPTION } from "../../../../../tests/helpers/plans.ts";
import { makeTeam } from "../../../../../tests/helpers/team.ts";
import { itemVersionsOf, postVersionsOf } from "../../../../../tests/helpers/versions.ts";
import { captionText } from "../../../../shared/generation/captions.ts";
import { POST_NOT_FOUND, POST_OF_ANOTHER_BRAND } from "../../../../shared/plans.ts";
import { aiCalls, contentHistory, planPosts, workspaceMembers } from "../../../db/schema/index.ts";
import { postOutlet } from "../../../plans/outlets.ts";
import { signTicket } from "../../variations/ticket.ts";

/*
 * A caption item writes onto the post it was made from. Which post it may write onto is decided
 * on the post itself, never on the item read earlier: the post's plan is of the item's brand
 * (or of none), and the viewer may see it when the write happens (issue 39's reproduced hole: a
 * member limited to brand A kept writing versions onto brand B's post through an item of A).
 */

const app = setupGenerationServer({ ai: true });

const caption = TEST_CAPTION;
const fields = { caption: "Legenda antiga.", hashtags: [], altText: "", firstComment: "" };

let team: Awaited<ReturnType<typeof makeTeam>>;
/** A post of a plan of each brand: A is the team's first brand, B its second. */
let postA: string;
let postB: string;
let member: TestUser;

beforeAll(async () => {
  team = await makeTeam(app.server);
  await subscribe(app.server.db, team.owner.id, { workspaceId: team.workspaceId });
  postA = team.posts[0]!.id;
  const b = await seedPlan(app.server.db, team.owner.id, {
    workspaceId: team.workspaceId,
    brandId: team.otherBrandId,
    brandName: "Cliente Dois",
    title: "Plano do Cliente Dois",
    posts: [{ theme: "Post do Cliente Dois" }],
  });
  postB = b.posts[0]!.id;
  member = await team.join("editor", [team.brandId, team.otherBrandId], "Mel Editora");
});

const limitTo = (user: TestUser, brandIds: string[]) =>
  app.server.db
    .update(workspaceMembers)
    .set({ brandIds })
    .where(
      and(eq(workspaceMembers.workspaceId, team.workspaceId), eq(workspaceMembers.userId, user.id)),
    );

/** What a refused request must leave as it was: the post's text and versions, the AI's meter. */
async function untouched(postId: string, user: TestUser) {
  const [post] = await app.server.db
    .select({ caption: planPosts.caption, version: planPosts.version })
    .from(planPosts)
    .where(eq(planPosts.id, postId));
  const versions = (await postVersionsOf(app.server.db, postId)).length;
  const calls = await app.server.db.$count(aiCalls, eq(aiCalls.userId, user.id));
  return { post, versions, calls, requests: app.fake.requests.length };
}

/** A caption item of brand A bound to brand B's post, as one made before the binding was checked. */
async function itemOfABoundToB() {
  const [item] = await app.server.db
    .insert(contentHistory)
    .values({
      workspaceId: team.workspaceId,
      userId: member.id,
      contentType: "caption",
      title: "Legenda para Pão",
      content: captionText(fields),
      brandId: team.brandId,
      brandName: "Cliente Um",
      metadata: { caption: fields, postId: postB, channel: "instagram", pickedHashtags: [] },
    })
    .returning({ id: contentHistory.id, version: contentHistory.version });
  return item!;
}

const itemVersions = async (historyId: string) =>
  (await itemVersionsOf(app.server.db, historyId)).length;

describe("a caption bound to a post of another brand", () => {
  it("is refused at generation in Portuguese before the model is called, nothing metered or saved", async () => {
    const before = await untouched(postB, member);
    const items = await app.server.db.$count(contentHistory, eq(contentHistory.userId, member.id));
    const response = await member.client.request("/api/generate/caption", {
      json: { ...caption, brandId: team.brandId, postId: postB },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: POST_OF_ANOTHER_BRAND });
    expect(await untouched(postB, member)).toEqual(before);
    expect(await app.server.db.$count(contentHistory, eq(contentHistory.userId, member.id))).toBe(
      items,
    );
  });

  it("is refused at generation for the owner too, who sees every brand", async () => {
    const before = await untouched(postA, team.owner);
    const response = await team.owner.client.request("/api/generate/caption", {
      json: { ...caption, brandId: team.otherBrandId, postId: postA },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: POST_OF_ANOTHER_BRAND });
    expect(await untouched(postA, team.owner)).toEqual(before);
  });

  it("refuses the AI edit of such an item, writing nothing on either side", async () => {
    const item = await itemOfABoundToB();
    const before = await untouched(postB, member);
    const versions = await itemVersions(item.id);
    const edit = { content: captionText(fields), instruction: "Reescreva", historyId: item.id };
    // While the member sees both brands the binding itself is refused...
    const both = await member.client.request("/api/generate/edit", { json: edit });
    expect(both.status).toBe(422);
    expect(await both.json()).toMatchObject({ message: POST_OF_ANOTHER_BRAND });
    // ...and once limited to A, B's post is as absent as an unknown one.
    await limitTo(member, [team.brandId]);
    try {
      const limited = await member.client.request("/api/generate/edit", { json: edit });
      expect(limited.status).toBe(404);
      expect(await limited.json()).toMatchObject({ message: POST_NOT_FOUND });
      expect(await untouched(postB, member)).toEqual(before);
      expect(await itemVersions(item.id)).toBe(versions);
    } finally {
      await limitTo(member, [team.brandId, team.otherBrandId]);
    }
  });

  it("refuses 'Usar esta' on such an item, writing nothing on either side", async () => {
    const item = await itemOfABoundToB();
    await limitTo(member, [team.brandId]);
    try {
      const before = await untouched(postB, member);
      const versions = await itemVersions(item.id);
      const ticket = signTicket(app.server.deps.authSecret, {
        userId: member.id,
        workspaceId: team.workspaceId,
        target: { kind: "item", historyId: item.id },
        basedOn: item.version,
        options: ["Opção um.", "Opção dois.", "Opção três."],
        demo: false,
      });
      const response = await member.client.request("/api/generate/variations/choose", {
        json: { ticket, chosen: 1 },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: POST_NOT_FOUND });
      expect(await untouched(postB, member)).toEqual(before);
      expect(await itemVersions(item.id)).toBe(versions);
    } finally {
      await limitTo(member, [team.brandId, team.otherBrandId]);
    }
  });

  it("is re-checked on the post inside the write's own transaction", async () => {
    const before = await untouched(postB, member);
    const limited = {
      workspaceId: team.workspaceId,
      userId: member.id,
      role: "editor" as const,
      brandIds: [team.brandId],
    };
    const write = (brandIds: string[], itemBrandId: string) =>
      app.server.db.transaction((tx) =>
        postOutlet(
          tx,
          { ...limited, brandIds },
          {
            postId: postB,
            itemBrandId,
            field: "caption",
            value: fields,
            historyId: postB,
            how: { made: "ai_edit", instruction: "Reescreva" },
          },
        ),
      );
    await expect(write([team.brandId], team.brandId)).rejects.toMatchObject({ status: 404 });
    await expect(write([team.brandId, team.otherBrandId], team.brandId)).rejects.toMatchObject({
      status: 422,
    });
    expect(await untouched(postB, member)).toEqual(before);
  });
});
