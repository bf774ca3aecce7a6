import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { ActivityPage } from "../../shared/activity.ts";
import type { PlanDetail, PlanPost } from "../../shared/plans.ts";
import type { MyTasks } from "../../shared/tasks.ts";
import { ASSIGN_FORBIDDEN, ASSIGNEE_NOT_ALLOWED } from "../../shared/workspaces.ts";

let server: TestServer;
let team: Awaited<ReturnType<typeof makeTeam>>;
let admin: TestUser;
let editor: TestUser;
let otherEditor: TestUser;
let reader: TestUser;
/** An Editor who sees only the second brand. */
let limited: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  team = await makeTeam(server, "Agência Tarefas");
  admin = await team.join("admin", null, "Ana Administradora");
  editor = await team.join("editor", null, "Bruno Editor");
  otherEditor = await team.join("editor", null, "Carla Editora");
  reader = await team.join("reader", null, "Lia Leitora");
  limited = await team.join("editor", [team.otherBrandId], "Davi Limitado");
});
afterAll(() => server.close());

/** A fresh post of the team's first brand, for a test of its own. */
async function freshPost() {
  const { plan, posts } = await seedPlan(server.db, team.owner.id, {
    workspaceId: team.workspaceId,
    brandId: team.brandId,
    posts: [{ theme: "Receita de pão de queijo" }],
  });
  return { planId: plan.id, postId: posts[0]!.id };
}

const assign = (user: TestUser, post: { planId: string; postId: string }, json: unknown) =>
  user.client.json<PlanPost & { message?: string }>(
    `/api/plans/${post.planId}/posts/${post.postId}/task`,
    { method: "PUT", json },
  );

describe("a post's responsible member", () => {
  it("an Editor takes a post without a responsible, with its due date, and finds it in Minhas tarefas", async () => {
    const post = await freshPost();
    const taken = await assign(editor, post, { assigneeId: editor.id, dueOn: "2026-12-10" });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ assigneeId: editor.id, dueOn: "2026-12-10" });

    const page = await editor.client.json<PlanDetail>(`/api/plans/${post.planId}`);
    expect(page.body.posts[0]).toMatchObject({ assigneeId: editor.id, dueOn: "2026-12-10" });
    const mine = await editor.client.json<MyTasks>("/api/tasks");
    const task = mine.body.items.find((item) => item.id === post.postId);
    // Taken by themself: nobody gave it, nothing new to tell.
    expect(task).toMatchObject({
      theme: "Receita de pão de queijo",
      assignedBy: null,
      isNew: false,
    });
  });

  it("an Editor hands over their own post, and drops it; another's post they may not take or give", async () => {
    const post = await freshPost();
    expect((await assign(editor, post, { assigneeId: editor.id })).status).toBe(200);

    const taking = await assign(otherEditor, post, { assigneeId: otherEditor.id });
    expect(taking.status).toBe(403);
    expect(taking.body.message).toBe(ASSIGN_FORBIDDEN);
    const dropping = await assign(otherEditor, post, { assigneeId: null });
    expect(dropping.status).toBe(403);
    const dating = await assign(otherEditor, post, { dueOn: "2026-12-01" });
    expect(dating.status).toBe(403);

    const handed = await assign(editor, post, { assigneeId: otherEditor.id });
    expect(handed.status).toBe(200);
    expect(handed.body.assigneeId).toBe(otherEditor.id);
    const dropped = await assign(otherEditor, post, { assigneeId: null });
    expect(dropped.status).toBe(200);
    expect(dropped.body.assigneeId).toBeNull();

    // Nobody's now: an Editor still gives it to no one else.
    const giving = await assign(editor, post, { assigneeId: otherEditor.id });
    expect(giving.status).toBe(403);
  });

  it("an Administrador and the Proprietário assign anyone; the assignee is told through Minhas tarefas and the activity log", async () => {
    const post = await freshPost();
    const given = await assign(admin, post, { assigneeId: editor.id, dueOn: "2026-12-05" });
    expect(given.status).toBe(200);

    const mine = await editor.client.json<MyTasks>("/api/tasks");
    expect(mine.body.items.find((item) => item.id === post.postId)).toMatchObject({
      assignedBy: "Ana Administradora",
      isNew: true,
      dueOn: "2026-12-05",
    });
    expect((await editor.client.request("/api/tasks/seen", { method: "POST" })).status).toBe(204);
    const seen = await editor.client.json<MyTasks>("/api/tasks");
    expect(seen.body.items.find((item) => item.id === post.postId)?.isNew).toBe(false);

    const log = await team.owner.client.json<ActivityPage>("/api/workspaces/activity");
    expect(log.body.items[0]).toMatchObject({
      kind: "assigned",
      actor: "Ana Administradora",
      subject: "Receita de pão de queijo",
      detail: "Bruno Editor",
      postId: post.postId,
    });

    const reassigned = await assign(team.owner, post, { assigneeId: otherEditor.id });
    expect(reassigned.body.assigneeId).toBe(otherEditor.id);
    const left = await editor.client.json<MyTasks>("/api/tasks");
    expect(left.body.items.some((item) => item.id === post.postId)).toBe(false);
  });

  it("a Leitor sees the responsible but changes nothing (403), and is never made responsible (422)", async () => {
    const post = await freshPost();
    const refused = await assign(reader, post, { assigneeId: reader.id });
    expect(refused.status).toBe(403);
    const toReader = await assign(admin, post, { assigneeId: reader.id });
    expect(toReader.status).toBe(422);
    expect(toReader.body.message).toBe(ASSIGNEE_NOT_ALLOWED);
    const read = await reader.client.json<PlanDetail>(`/api/plans/${post.planId}`);
    expect(read.body.posts[0]?.assigneeId).toBeNull();
    expect((await reader.client.json<MyTasks>("/api/tasks")).body.items).toEqual([]);
  });

  it("a member limited to other brands, an outsider and an unknown id are no assignees (422, nothing changes); the limited member does not see the post (404)", async () => {
    const post = await freshPost();
    for (const assigneeId of [limited.id, "usuario-desconhecido"]) {
      const refused = await assign(admin, post, { assigneeId });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(ASSIGNEE_NOT_ALLOWED);
    }
    expect((await assign(limited, post, { assigneeId: limited.id })).status).toBe(404);
    const read = await admin.client.json<PlanDetail>(`/api/plans/${post.planId}`);
    expect(read.body.posts[0]?.assigneeId).toBeNull();

    // On the brand they see, the limited Editor takes a post and is a valid assignee.
    const { plan, posts } = await seedPlan(server.db, team.owner.id, {
      workspaceId: team.workspaceId,
      brandId: team.otherBrandId,
      posts: [{ theme: "Post da segunda marca" }],
    });
    const theirs = { planId: plan.id, postId: posts[0]!.id };
    expect((await assign(admin, theirs, { assigneeId: limited.id })).status).toBe(200);
  });

  it("bad input is refused in Portuguese with a 400 and changes nothing", async () => {
    const post = await freshPost();
    const cases: [unknown, string][] = [
      [{}, "Informe o responsável ou o prazo da publicação."],
      [{ dueOn: "31/12/2026" }, "Informe um prazo válido (uma data)."],
      [{ assigneeId: 42 }, "Escolha um membro da equipe como responsável."],
      [{ assigneeId: "" }, "Escolha um membro da equipe como responsável."],
    ];
    for (const [json, message] of cases) {
      const refused = await assign(admin, post, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const read = await admin.client.json<PlanDetail>(`/api/plans/${post.planId}`);
    expect(read.body.posts[0]).toMatchObject({ assigneeId: null, dueOn: null });
  });
});
