// Depends on the engine: a batch's values travel as arrays of text, which each driver sends its own way.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { dayFromToday, seedPlan } from "../../../tests/helpers/plans.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { POST_NOT_FOUND, type PostEdit } from "../../shared/plans.ts";
import { planPosts, postVersions, workspaceActivity } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { updatePost } from "./post-edit.ts";
import { POST_STALE_VERSION } from "./post-versions.ts";

// The edits are made by calling the service in one turn of the event loop, as the requests of
// one turn reach it: they are one batch (decision 073), which requests over HTTP only tend to be.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Team = Awaited<ReturnType<typeof makeTeam>>;

const ownerOf = (team: Team): WorkspaceAccess => ({
  workspaceId: team.workspaceId,
  userId: team.owner.id,
  role: "owner",
  brandIds: null,
});

/** Each edit's outcome: the post answered, or the error's status and message. */
const outcomes = async (edits: Promise<unknown>[]) =>
  (await Promise.allSettled(edits)).map((settled) =>
    settled.status === "fulfilled"
      ? settled.value
      : settled.reason instanceof AppError
        ? { status: settled.reason.status, message: settled.reason.message }
        : settled.reason,
  );

const postsById = async (ids: string[]) =>
  new Map(
    (await server.db.select().from(planPosts).where(inArray(planPosts.id, ids))).map((post) => [
      post.id,
      post,
    ]),
  );

const linesOf = (workspaceId: string) =>
  server.db
    .select({
      userId: workspaceActivity.userId,
      kind: workspaceActivity.kind,
      postId: workspaceActivity.postId,
      detail: workspaceActivity.detail,
    })
    .from(workspaceActivity)
    .where(
      and(
        eq(workspaceActivity.workspaceId, workspaceId),
        inArray(workspaceActivity.kind, ["status_changed", "moved", "edited"]),
      ),
    );

describe("post edits sent at once by members of several workspaces", () => {
  it("land each through its own member's scope, answered and logged as that member's", async () => {
    const aurora = await makeTeam(server, "Agência Aurora");
    const boreal = await makeTeam(server, "Agência Boreal");
    // A member of Boreal who sees only its other brand: the plan's posts are not theirs to edit.
    const limited = await boreal.join("editor", [boreal.otherBrandId], "Lia Limitada");
    const solo = await createUser(server, { name: "Sol Sozinha" });
    const soloAccess = await personalAccess(server.db, solo.id);
    const { plan: soloPlan, posts: soloPosts } = await seedPlan(server.db, solo.id, {
      workspaceId: soloAccess.workspaceId,
      posts: [{}],
    });
    const edit = (access: WorkspaceAccess, planId: string, postId: string, change: PostEdit) =>
      updatePost(server.db, access, planId, postId, change);

    const answers = await outcomes([
      edit(ownerOf(aurora), aurora.plan.id, aurora.posts[0]!.id, { status: "aprovado" }),
      // Aurora's second edit goes in the next statement, after its first.
      edit(ownerOf(aurora), aurora.plan.id, aurora.posts[1]!.id, { status: "em_producao" }),
      edit(
        {
          workspaceId: boreal.workspaceId,
          userId: limited.id,
          role: "editor",
          brandIds: [boreal.otherBrandId],
        },
        boreal.plan.id,
        boreal.posts[0]!.id,
        { status: "publicado" },
      ),
      edit(ownerOf(boreal), boreal.plan.id, boreal.posts[1]!.id, { status: "aprovado" }),
      // Another workspace's post asked for in Sol's: the same 404 as an unknown one.
      edit(soloAccess, aurora.plan.id, aurora.posts[0]!.id, { status: "publicado" }),
      edit(soloAccess, soloPlan.id, soloPosts[0]!.id, { status: "aprovado" }),
    ]);

    const notFound = { status: 404, message: POST_NOT_FOUND };
    expect(answers).toEqual([
      expect.objectContaining({ id: aurora.posts[0]!.id, status: "aprovado" }),
      expect.objectContaining({ id: aurora.posts[1]!.id, status: "em_producao" }),
      notFound,
      expect.objectContaining({ id: boreal.posts[1]!.id, status: "aprovado" }),
      notFound,
      expect.objectContaining({ id: soloPosts[0]!.id, status: "aprovado" }),
    ]);
    const stored = await postsById([
      ...aurora.posts.map((post) => post.id),
      ...boreal.posts.map((post) => post.id),
      soloPosts[0]!.id,
    ]);
    expect(stored.get(aurora.posts[0]!.id)?.status).toBe("aprovado");
    expect(stored.get(aurora.posts[1]!.id)?.status).toBe("em_producao");
    // Refused: Lia's edit of Boreal's post and Sol's of Aurora's changed nothing.
    expect(stored.get(boreal.posts[0]!.id)).toMatchObject({
      status: boreal.posts[0]!.status,
      sequence: boreal.posts[0]!.sequence,
    });
    expect(stored.get(boreal.posts[1]!.id)?.status).toBe("aprovado");
    expect(stored.get(soloPosts[0]!.id)?.status).toBe("aprovado");

    const line = (userId: string, postId: string, detail: string) => ({
      userId,
      kind: "status_changed",
      postId,
      detail,
    });
    expect(await linesOf(aurora.workspaceId)).toEqual(
      expect.arrayContaining([
        line(aurora.owner.id, aurora.posts[0]!.id, "aprovado"),
        line(aurora.owner.id, aurora.posts[1]!.id, "em_producao"),
      ]),
    );
    expect(await linesOf(aurora.workspaceId)).toHaveLength(2);
    expect(await linesOf(boreal.workspaceId)).toEqual([
      line(boreal.owner.id, boreal.posts[1]!.id, "aprovado"),
    ]);
    expect(await linesOf(soloAccess.workspaceId)).toEqual([
      line(solo.id, soloPosts[0]!.id, "aprovado"),
    ]);
  });

  it("store each post's outgoing text as its version, and refuse only the stale one", async () => {
    const aurora = await makeTeam(server, "Agência Aurora");
    const boreal = await makeTeam(server, "Agência Boreal");
    const [first, second] = [aurora.posts[0]!, boreal.posts[0]!];
    // What an array literal would misread, kept as written: quotes, a backslash, braces, commas,
    // the word NULL, a line break and an emoji.
    const theme = 'Pão "de" queijo \\ {quentinho}, NULL,\nsó hoje 🧀';
    const answers = await outcomes([
      updatePost(server.db, ownerOf(aurora), aurora.plan.id, first.id, { theme, basedOn: 1 }),
      updatePost(server.db, ownerOf(boreal), boreal.plan.id, second.id, {
        theme: "Uma versão que não existe",
        basedOn: 7,
      }),
    ]);
    expect(answers).toEqual([
      expect.objectContaining({ id: first.id, theme, version: 2 }),
      { status: 409, message: POST_STALE_VERSION },
    ]);
    const versions = await server.db
      .select({
        postId: postVersions.postId,
        number: postVersions.number,
        fields: postVersions.fields,
      })
      .from(postVersions)
      .where(inArray(postVersions.postId, [first.id, second.id]));
    expect(versions).toEqual([
      { postId: first.id, number: 1, fields: expect.objectContaining({ theme: first.theme }) },
    ]);
    const stored = await postsById([first.id, second.id]);
    expect(stored.get(first.id)).toMatchObject({ theme, version: 2 });
    expect(stored.get(second.id)).toMatchObject({ theme: second.theme, version: 1 });
    expect(await linesOf(aurora.workspaceId)).toEqual([
      { userId: aurora.owner.id, kind: "edited", postId: first.id, detail: null },
    ]);
    expect(await linesOf(boreal.workspaceId)).toEqual([]);
  });

  it("move each post, and refuse with 422 only the date beyond its plan's reach", async () => {
    const aurora = await makeTeam(server, "Agência Aurora");
    const boreal = await makeTeam(server, "Agência Boreal");
    const answers = await outcomes([
      updatePost(server.db, ownerOf(aurora), aurora.plan.id, aurora.posts[0]!.id, {
        date: dayFromToday(9),
      }),
      updatePost(server.db, ownerOf(boreal), boreal.plan.id, boreal.posts[0]!.id, {
        date: "2999-01-01",
      }),
    ]);
    expect(answers[0]).toMatchObject({ id: aurora.posts[0]!.id, date: dayFromToday(9) });
    expect(answers[1]).toMatchObject({ status: 422 });
    const stored = await postsById([aurora.posts[0]!.id, boreal.posts[0]!.id]);
    expect(stored.get(aurora.posts[0]!.id)?.date).toBe(dayFromToday(9));
    expect(stored.get(boreal.posts[0]!.id)?.date).toBe(boreal.posts[0]!.date);
  });
});
