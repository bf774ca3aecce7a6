import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteTool } from "../../../tests/fakes/outlet-tool/note-tool.ts";
import { NOTE_TOOL } from "../../../tests/fakes/outlet-tool/registry.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database.ts";
import { postVersionsOf } from "../../../tests/helpers/versions.ts";
import type { StreamEvent } from "../../shared/generation/stream.ts";
import type { AiSession } from "../ai/meter.ts";
import { contentHistory, planPosts, users } from "../db/schema/index.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { runGeneration } from "./service.ts";

const offline: AiSession = {
  provider: null,
  async *composed(_messages, text) {
    yield text;
  },
  recordComposed: async () => {},
};

let database: TestDatabase;
const userId = crypto.randomUUID();
let access: WorkspaceAccess;
const logger = pino({ level: "silent" });
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: userId, name: "Ana", email: `${userId}@teste.com` });
  access = await personalAccess(database.db, userId);
});
afterAll(() => database.close());

/** The fake tool run as the runner runs every tool, offline, with its events. */
async function run(input: { postId: string; subject: string }) {
  const job = await noteTool.job(input, { db: database.db, access, logger, now: new Date() });
  const events: StreamEvent[] = [];
  await runGeneration(job, {
    db: database.db,
    ai: offline,
    logger,
    emit: async (event) => void events.push(event),
  });
  return events;
}

describe("a tool that declares a post's field in its registry entry", () => {
  it("lands there through the plans' outlet, as the post's new version, with its folder and entry alone", async () => {
    const { posts } = await seedPlan(database.db, userId, { posts: [{ notes: "" }] });
    const post = posts[0]!;

    const events = await run({ postId: post.id, subject: "o panetone" });

    const note = "Gravar o panetone com luz natural.";
    expect(events.filter((e) => e.type === "structured")).toEqual([
      { type: "structured", data: note },
    ]);
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error(`not done: ${JSON.stringify(done)}`);
    expect(done).toMatchObject({ title: "Nota: o panetone", links: { post: post.id } });
    const [landed] = await database.db.select().from(planPosts).where(eq(planPosts.id, post.id));
    expect(landed).toMatchObject({ notes: note, version: post.version + 1, status: "em_producao" });
    const versions = await postVersionsOf(database.db, post.id);
    expect(versions.map((v) => [v.number, v.made, v.fields.notes])).toEqual(
      expect.arrayContaining([[post.version + 1, "generated", note]]),
    );
    const [item] = await database.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, done.historyId));
    expect(item).toMatchObject({ contentType: NOTE_TOOL.kind, content: note });
  });

  it("refuses a post the member does not have before anything is written", async () => {
    const other = crypto.randomUUID();
    await database.db.insert(users).values({ id: other, name: "Bia", email: `${other}@teste.com` });
    const { posts } = await seedPlan(database.db, other, { posts: [{}] });
    await expect(run({ postId: posts[0]!.id, subject: "o panetone" })).rejects.toMatchObject({
      status: 404,
    });
    const [untouched] = await database.db
      .select()
      .from(planPosts)
      .where(eq(planPosts.id, posts[0]!.id));
    expect(untouched).toMatchObject({ notes: "", version: 1 });
  });
});
