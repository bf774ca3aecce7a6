import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createUser,
  subscribe,
  TEST_BRAND,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import {
  dayFromToday,
  generateDone,
  seedPlan,
  TEST_STRATEGY,
} from "../../../tests/helpers/plans.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { addMember } from "../../../tests/helpers/workspaces.ts";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityLine,
  type ActivityPage,
  activitySentence,
} from "../../shared/activity.ts";
import { brazilianDate } from "../../shared/dates.ts";
import { ROLE_FORBIDDEN } from "../../shared/workspaces.ts";
import { users, workspaceActivity } from "../db/schema/index.ts";
import { listActivity } from "./service.ts";

let server: TestServer;
let owner: TestUser;
let editor: TestUser;
let team: { id: string };
let brandId: string;
let otherBrandId: string;

const activityOf = async (user: TestUser, query = "") =>
  user.client.json<ActivityPage>(`/api/workspaces/activity${query}`);

const linesOf = async (user: TestUser, query = "") => {
  const page = await activityOf(user, query);
  expect(page.status).toBe(200);
  return page.body.items;
};

const said = (line: ActivityLine) => `${line.actor} ${activitySentence(line)}`;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: "Ana Agência" });
  team = (await owner.client.json<{ id: string }>("/api/workspaces", { json: { name: "Aurora" } }))
    .body;
  await subscribe(server.db, owner.id, { workspaceId: team.id });
  const brand = (name: string) =>
    owner.client.json<{ id: string }>("/api/brands", { json: { ...TEST_BRAND, brandName: name } });
  brandId = (await brand("Padaria Pão Quente")).body.id;
  otherBrandId = (await brand("Ateliê Lua")).body.id;
  editor = await createUser(server, { name: "Bruno Editor" });
  await addMember(server.db, team.id, editor.id, "editor");
});
afterAll(() => server.close());

describe("the activity log", () => {
  it("a teammate's generation is a line naming them, the tool and the brand, committed with the item", async () => {
    const { done } = await generateDone(editor, "strategy", { ...TEST_STRATEGY, brandId });
    const [line] = await linesOf(owner);
    expect(line).toMatchObject({
      kind: "generated",
      actorId: editor.id,
      actor: "Bruno Editor",
      brandId,
      brandName: "Padaria Pão Quente",
      historyId: done.historyId,
      subject: done.title,
      detail: "strategy",
    });
    expect(said(line!)).toBe("Bruno Editor gerou uma estratégia para Padaria Pão Quente");
  });

  it("sharing a plan and revoking its link are lines; a refused share logs nothing", async () => {
    const { plan } = await seedPlan(server.db, owner.id, {
      workspaceId: team.id,
      brandId,
      brandName: "Padaria Pão Quente",
      title: "Plano de Dezembro",
    });
    const shared = await editor.client.json<{ id: string }>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "7" },
    });
    expect(shared.status).toBe(201);
    const revoked = await editor.client.request(`/api/plans/${plan.id}/shares/${shared.body.id}`, {
      method: "DELETE",
    });
    expect(revoked.status).toBe(204);
    const lines = await linesOf(owner);
    expect(lines.slice(0, 2).map(said)).toEqual([
      "Bruno Editor revogou um link de aprovação do plano “Plano de Dezembro”",
      "Bruno Editor compartilhou o plano “Plano de Dezembro” para aprovação",
    ]);
    // Revoking it again fails (404) and leaves no line behind.
    const again = await editor.client.request(`/api/plans/${plan.id}/shares/${shared.body.id}`, {
      method: "DELETE",
    });
    expect(again.status).toBe(404);
    expect((await linesOf(owner))[0]?.id).toBe(lines[0]?.id);
  });

  it("a post moved, given a status or edited by hand is a line each; a refused move logs nothing", async () => {
    const { plan, posts } = await seedPlan(server.db, owner.id, {
      workspaceId: team.id,
      brandId,
      brandName: "Padaria Pão Quente",
      posts: [{ theme: "Pão de  fermentação\nnatural" }],
    });
    const path = `/api/plans/${plan.id}/posts/${posts[0]!.id}`;
    const patch = (json: unknown) => editor.client.request(path, { method: "PATCH", json });
    const later = dayFromToday(5);
    expect((await patch({ status: "aprovado" })).status).toBe(200);
    expect((await patch({ date: later })).status).toBe(200);
    expect(
      (await patch({ theme: "Pão de fermentação natural", notes: "Foto no forno" })).status,
    ).toBe(200);
    const before = await linesOf(owner);
    expect(before.slice(0, 3).map(said)).toEqual([
      "Bruno Editor editou o post “Pão de fermentação natural”",
      `Bruno Editor moveu o post “Pão de fermentação natural” para ${brazilianDate(later)}`,
      "Bruno Editor mudou o status do post “Pão de fermentação natural” para Aprovado",
    ]);
    expect(before[0]).toMatchObject({ planId: plan.id, postId: posts[0]!.id, brandId });
    // Beyond the plan's reach the move is refused (422), and the log says nothing of it.
    expect((await patch({ date: "2999-01-01" })).status).toBe(422);
    expect((await patch({ status: "nao-existe" })).status).toBe(400);
    expect((await linesOf(owner))[0]?.id).toBe(before[0]?.id);
  });

  it("a run of one change to a post by one member is one line saying where it ended", async () => {
    const { plan, posts } = await seedPlan(server.db, owner.id, {
      workspaceId: team.id,
      brandId,
      brandName: "Padaria Pão Quente",
      posts: [{ theme: "Bolo de fubá" }],
    });
    const path = `/api/plans/${plan.id}/posts/${posts[0]!.id}`;
    const patch = (user: TestUser, json: unknown) =>
      user.client.request(path, { method: "PATCH", json });
    for (const status of ["em_producao", "aprovado", "publicado"]) {
      expect((await patch(editor, { status })).status).toBe(200);
    }
    const ofThePost = async () =>
      (await linesOf(owner)).filter((line) => line.postId === posts[0]!.id).map(said);
    expect(await ofThePost()).toEqual([
      "Bruno Editor mudou o status do post “Bolo de fubá” para Publicado",
    ]);
    // Another member's change between two of Bruno's ends his run: three lines, in order.
    expect((await patch(owner, { status: "aprovado" })).status).toBe(200);
    expect((await patch(editor, { status: "em_producao" })).status).toBe(200);
    expect(await ofThePost()).toEqual([
      "Bruno Editor mudou o status do post “Bolo de fubá” para Em produção",
      "Ana Agência mudou o status do post “Bolo de fubá” para Aprovado",
      "Bruno Editor mudou o status do post “Bolo de fubá” para Publicado",
    ]);
    // A move is another change: a line of its own, and the moves that follow join it.
    expect((await patch(editor, { date: dayFromToday(6) })).status).toBe(200);
    expect((await patch(editor, { date: dayFromToday(7) })).status).toBe(200);
    expect((await ofThePost()).slice(0, 2)).toEqual([
      `Bruno Editor moveu o post “Bolo de fubá” para ${brazilianDate(dayFromToday(7))}`,
      "Bruno Editor mudou o status do post “Bolo de fubá” para Em produção",
    ]);
    // A run ends five minutes after it began: the next move is a new line.
    const [moved] = await linesOf(owner);
    await server.db
      .update(workspaceActivity)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(workspaceActivity.id, moved!.id));
    expect((await patch(editor, { date: dayFromToday(8) })).status).toBe(200);
    expect(await ofThePost()).toEqual([
      `Bruno Editor moveu o post “Bolo de fubá” para ${brazilianDate(dayFromToday(8))}`,
      "Bruno Editor mudou o status do post “Bolo de fubá” para Em produção",
      "Ana Agência mudou o status do post “Bolo de fubá” para Aprovado",
      "Bruno Editor mudou o status do post “Bolo de fubá” para Publicado",
      `Bruno Editor moveu o post “Bolo de fubá” para ${brazilianDate(dayFromToday(7))}`,
    ]);
  });

  it("a client's answers on the approval link are lines by the name they gave", async () => {
    const { plan, posts } = await seedPlan(server.db, owner.id, {
      workspaceId: team.id,
      brandId,
      brandName: "Padaria Pão Quente",
      title: "Plano de Janeiro",
      posts: ["Café da manhã", "Pão de queijo", "Sonho", "Broa"].map((theme) => ({ theme })),
    });
    const link = await owner.client.json<{ url: string }>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "7" },
    });
    const token = link.body.url.split("/aprovacao/")[1]!;
    const client = server.client();
    const post = (path: string, json: unknown) =>
      client.request(`/api/approval/${token}/${path}`, { json });
    expect((await post(`posts/${posts[0]!.id}/approve`, { name: "Marina" })).status).toBe(200);
    const changes = { name: "Marina", comment: "Troque a foto" };
    expect((await post(`posts/${posts[1]!.id}/changes`, changes)).status).toBe(200);
    expect((await post("approve-rest", { name: "Marina" })).status).toBe(200);
    const lines = await linesOf(owner);
    expect(lines.slice(0, 3).map(said)).toEqual([
      "Marina aprovou 2 posts do plano “Plano de Janeiro”",
      "Marina pediu ajustes no post “Pão de queijo”",
      "Marina aprovou o post “Café da manhã”",
    ]);
    expect(lines[2]).toMatchObject({ actorId: null, planId: plan.id, brandId });
  });

  it("changing a member's role or access and removing a member are lines by who did it", async () => {
    const member = await createUser(server, { name: "Duda Designer" });
    await addMember(server.db, team.id, member.id, "editor");
    const path = `/api/workspaces/members/${member.id}`;
    const update = (json: unknown) => owner.client.request(path, { method: "PATCH", json });
    expect((await update({ role: "reader" })).status).toBe(200);
    expect((await update({ brandIds: [brandId] })).status).toBe(200);
    expect((await update({ brandIds: ["00000000-0000-4000-8000-000000000000"] })).status).toBe(400);
    expect((await owner.client.request(path, { method: "DELETE" })).status).toBe(204);
    expect((await owner.client.request(path, { method: "DELETE" })).status).toBe(404);
    const lines = await linesOf(owner, `?member=${owner.id}`);
    expect(lines.slice(0, 3).map(said)).toEqual([
      "Ana Agência removeu Duda Designer",
      "Ana Agência mudou o acesso de Duda Designer",
      "Ana Agência mudou o papel de Duda Designer para Leitor",
    ]);
  });

  it("an Editor and a Leitor may not read it (403); an Administrador may", async () => {
    const refused = await activityOf(editor);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ROLE_FORBIDDEN });
    const reader = await createUser(server, { name: "Lia Leitora" });
    await addMember(server.db, team.id, reader.id, "reader");
    expect((await activityOf(reader)).status).toBe(403);
    const admin = await createUser(server, { name: "Caio Admin" });
    await addMember(server.db, team.id, admin.id, "admin");
    expect((await activityOf(admin)).status).toBe(200);
  });

  it("filters by member and by brand; a brand of another workspace is a 404", async () => {
    await generateDone(owner, "strategy", { ...TEST_STRATEGY, brandId: otherBrandId });
    const byOwner = await linesOf(owner, `?member=${owner.id}`);
    expect(byOwner.length).toBeGreaterThan(0);
    expect(byOwner.every((line) => line.actorId === owner.id)).toBe(true);
    const byBrand = await linesOf(owner, `?brand=${otherBrandId}`);
    expect(byBrand.map(said)).toEqual(["Ana Agência gerou uma estratégia para Ateliê Lua"]);
    const stranger = await createUser(server);
    const theirs = await stranger.client.json<{ id: string }>("/api/brands", { json: TEST_BRAND });
    const foreign = await activityOf(owner, `?brand=${theirs.body.id}`);
    expect(foreign.status).toBe(404);
    expect((await activityOf(owner, "?brand=nao-e-marca")).status).toBe(400);
    expect((await activityOf(owner, "?cursor=qualquer")).status).toBe(400);
  });

  it("a reader limited to some brands would see only their lines (the query filters by brand access)", async () => {
    const limited = { workspaceId: team.id, userId: owner.id, role: "admin" as const };
    const mine = await listActivity(server.db, { ...limited, brandIds: [brandId] }, {});
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((line) => line.brandId === brandId)).toBe(true);
    const none = await listActivity(server.db, { ...limited, brandIds: [] }, {});
    expect(none.items).toEqual([]);
  });

  it("pages by cursor, newest first, with no line twice and none missed", async () => {
    const { id: workspaceId } = team;
    const base = Date.now() - 60_000;
    // Two lines share each millisecond: the id orders them within it.
    await server.db.insert(workspaceActivity).values(
      Array.from({ length: ACTIVITY_PAGE_SIZE + 5 }, (_, i) => ({
        workspaceId,
        userId: owner.id,
        kind: "joined" as const,
        createdAt: new Date(base + Math.floor(i / 2)),
      })),
    );
    const total = await server.db.$count(
      workspaceActivity,
      eq(workspaceActivity.workspaceId, workspaceId),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const page = (await activityOf(owner, query)).body;
      expect(page.items.length).toBeLessThanOrEqual(ACTIVITY_PAGE_SIZE);
      seen.push(...page.items.map((line) => line.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("a removed member keeps their name on their lines; a deleted account reads ex-membro", async () => {
    const removed = await owner.client.request(`/api/workspaces/members/${editor.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    const lines = await linesOf(owner, `?member=${editor.id}`);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.actor === "Bruno Editor")).toBe(true);
    await server.db.delete(users).where(eq(users.id, editor.id));
    const after = await linesOf(owner, `?brand=${brandId}`);
    const theirs = after.filter((line) => line.kind === "generated");
    expect(theirs.map((line) => [line.actorId, line.actor])).toEqual([[null, "ex-membro"]]);
  });
});
