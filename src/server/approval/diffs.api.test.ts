import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPlan, createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { storeOutgoing } from "../../../tests/helpers/versions.ts";
import {
  APPROVAL_PAGE_SIZE,
  type ApprovalPost,
  type ApprovalView,
  type CreatedShareLink,
  type ShareLink,
} from "../../shared/approval.ts";
import { addDays } from "../../shared/dates.ts";
import { planPosts, postFeedback } from "../db/schema/index.ts";
import { APPROVAL_PAGE_MAX_CHARS } from "./client-view.ts";
import { APPROVAL_DIFF_BUDGET_MS } from "./diffs.ts";

// Every word diff the server takes goes through jsdiff: counting its calls counts the work
// (deterministically, unlike a clock). `slowMs` makes each call take that long first.
const diffs = vi.hoisted(() => ({ calls: 0, slowMs: 0 }));
vi.mock("diff", async (importOriginal) => {
  const actual = await importOriginal<typeof import("diff")>();
  return {
    ...actual,
    diffWordsWithSpace: (before: string, after: string, options: object) => {
      diffs.calls++;
      const until = performance.now() + diffs.slowMs;
      while (performance.now() < until) {}
      return actual.diffWordsWithSpace(before, after, options as never);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  diffs.slowMs = 0;
});

/** Runs `read` and answers how many word diffs it took. */
async function diffsTakenBy<T>(read: () => Promise<T>) {
  const before = diffs.calls;
  const result = await read();
  return { result, taken: diffs.calls - before };
}

/**
 * An owner's plan of `count` posts, three a day (so pages cut between posts of one day), shared
 * with a client who asked for changes on each of `asked` (the first `count` when absent) at
 * version 1, their hooks then rewritten in version 2.
 */
async function changedPlan(
  count: number,
  { asked = count, hook = (i: number) => `Gancho ${i}` } = {},
) {
  const owner = await createUser(server);
  const plan = await createPlan(server.db, owner.id, {
    posts: Array.from({ length: count }, (_, i) => ({
      date: addDays("2026-12-01", Math.floor(i / 3)),
      hook: hook(i),
    })),
  });
  const token = await shareOf(owner, plan.id);
  const inOrder = await server.db
    .select({ id: planPosts.id })
    .from(planPosts)
    .where(eq(planPosts.planId, plan.id))
    .orderBy(asc(planPosts.date), asc(planPosts.createdAt), asc(planPosts.id));
  const ids = inOrder.map((row) => row.id);
  const changed = ids.slice(0, asked);
  if (changed.length > 0) {
    await server.db.insert(postFeedback).values(
      changed.map((postId) => ({
        postId,
        planId: plan.id,
        userId: owner.id,
        author: "client" as const,
        clientName: "Ana",
        body: "Mude o gancho.",
        decision: "changes" as const,
        postVersion: 1,
      })),
    );
    await storeOutgoing(server.db, changed);
    await server.db
      .update(planPosts)
      .set({ hook: sql`${planPosts.hook} || ' mais forte'`, version: 2 })
      .where(inArray(planPosts.id, changed));
  }
  const client = server.client();
  const read = async (offset?: number) => {
    const query = offset === undefined ? "" : `?offset=${offset}`;
    const { status, body } = await client.json<ApprovalView>(`/api/approval/${token}${query}`);
    expect(status).toBe(200);
    return body;
  };
  return { owner, plan, ids, token, client, read };
}

async function shareOf(owner: TestUser, planId: string) {
  const { body } = await owner.client.json<CreatedShareLink>(`/api/plans/${planId}/shares`, {
    json: { expiresIn: "30" },
  });
  return body.url.split("/aprovacao/")[1]!;
}

/** Every page from the first, as a client scrolling to the end reads them. */
async function everyPage(read: (offset?: number) => Promise<ApprovalView>) {
  const pages = [await read()];
  while (pages.at(-1)!.nextOffset !== null) pages.push(await read(pages.at(-1)!.nextOffset!));
  return pages;
}

const hookDiff = (post: ApprovalPost) => post.changesSinceRequest?.fields?.[0];

describe("the client's page in pages", () => {
  it("pages the plan's posts in its order, each once, with the whole plan's counts and window", async () => {
    const { ids, plan, read } = await changedPlan(45, { asked: 0 });
    await server.db
      .update(planPosts)
      .set({ status: "aprovado" })
      .where(inArray(planPosts.id, ids.slice(-3)));
    const pages = await everyPage(read);
    expect(pages.map((page) => [page.posts.length, page.nextOffset])).toEqual([
      [APPROVAL_PAGE_SIZE, 20],
      [APPROVAL_PAGE_SIZE, 40],
      [5, null],
    ]);
    expect(pages.flatMap((page) => page.posts.map((post) => post.id))).toEqual(ids);
    for (const page of pages) {
      expect(page.counts).toEqual({ approved: 3, changes: 0, waiting: 42 });
      expect(page).toMatchObject({ startDate: plan.startDate, endDate: plan.endDate });
    }
    expect((await read(45)).posts).toEqual([]);
  });

  it("notes the client's visit on its first page, not on the pages after it", async () => {
    const { owner, plan, read } = await changedPlan(25, { asked: 0 });
    const visit = async () =>
      (await owner.client.json<ShareLink[]>(`/api/plans/${plan.id}/shares`)).body[0]!.lastVisitAt;
    await read(20);
    expect(await visit()).toBeNull();
    await read();
    expect(await visit()).not.toBeNull();
  });

  it("refuses an offset that is not one in Portuguese", async () => {
    const { client, token } = await changedPlan(1, { asked: 0 });
    for (const offset of ["abc", "-1", "1.5"]) {
      const { status, body } = await client.json<{ message: string }>(
        `/api/approval/${token}?offset=${offset}`,
      );
      expect(status).toBe(400);
      expect(body.message).toBe("Página inválida.");
    }
  });

  it("diffs only the posts of the page read: a plan whose every post changed costs a page", async () => {
    const { read } = await changedPlan(45);
    const { result, taken } = await diffsTakenBy(() => read());
    expect(result.posts.every((post) => hookDiff(post)?.exact)).toBe(true);
    expect(taken).toBe(APPROVAL_PAGE_SIZE);
  });

  it("shows a later page's post what changed since the request, as the first page does", async () => {
    const { ids, read } = await changedPlan(25);
    const [, second] = await everyPage(read);
    const last = second!.posts.find((post) => post.id === ids[24])!;
    expect(last.changesSinceRequest).toMatchObject({ requestedOn: 1, version: 2 });
    expect(hookDiff(last)?.parts).toEqual([
      { kind: "same", text: "Gancho 24" },
      { kind: "added", text: " mais forte" },
    ]);
  });

  it("ends a page early once its posts pass the page's size, and the next page goes on from there", async () => {
    const long = (i: number) => `${"Um gancho comprido que o cliente vai ler. ".repeat(11)}${i}`;
    const { ids, plan, read } = await changedPlan(APPROVAL_PAGE_SIZE, { hook: long });
    const caption = {
      caption: "Legenda ".repeat(1_200),
      hashtags: [],
      altText: "",
      firstComment: "",
    };
    await server.db.update(planPosts).set({ caption }).where(eq(planPosts.planId, plan.id));
    const pages = await everyPage(read);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const last = JSON.stringify(page.posts.at(-1)).length;
      expect(JSON.stringify(page.posts).length).toBeLessThanOrEqual(APPROVAL_PAGE_MAX_CHARS + last);
    }
    expect(pages.flatMap((page) => page.posts.map((post) => post.id))).toEqual(ids);
  });
});

describe("the word diffs of the client's page", () => {
  it("are kept: reading the page again diffs nothing, and a post's new version is diffed afresh", async () => {
    const { owner, plan, ids, read } = await changedPlan(3);
    const first = await diffsTakenBy(() => read());
    expect(first.taken).toBe(3);
    const again = await diffsTakenBy(() => read());
    expect(again.taken).toBe(0);
    expect(again.result.posts).toEqual(first.result.posts);

    const { status } = await owner.client.json(`/api/plans/${plan.id}/posts/${ids[0]}`, {
      method: "PATCH",
      json: { hook: "Gancho reescrito" },
    });
    expect(status).toBe(200);
    const edited = await diffsTakenBy(() => read());
    expect(edited.taken).toBe(1);
    expect(edited.result.posts[0]!.changesSinceRequest).toMatchObject({
      requestedOn: 1,
      version: 3,
    });
  });

  it("past a read's time for diffs are coarse, not kept, and taken exactly by the next reads", async () => {
    const { read } = await changedPlan(3);
    // Each diff now outlasts the whole budget: a read takes one, the others are coarse.
    diffs.slowMs = APPROVAL_DIFF_BUDGET_MS + 5;
    const exactCounts: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 4; i++) {
      const pass = await diffsTakenBy(() => read());
      taken.push(pass.taken);
      exactCounts.push(pass.result.posts.filter((post) => hookDiff(post)?.exact).length);
      for (const post of pass.result.posts.filter((p) => !hookDiff(p)?.exact)) {
        expect(hookDiff(post)!.parts).toEqual([
          { kind: "removed", text: post.hook.replace(" mais forte", "") },
          { kind: "added", text: post.hook },
        ]);
      }
    }
    expect(taken).toEqual([1, 1, 1, 0]);
    expect(exactCounts).toEqual([1, 2, 3, 3]);
  });
});
