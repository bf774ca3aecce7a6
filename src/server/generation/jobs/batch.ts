import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import type { JobBatch } from "../../../shared/generation/jobs.ts";
import { TOOL_INPUTS } from "../../../shared/generation/tool-inputs.ts";
import { kindsThat, type ToolKind } from "../../../shared/generation/tools.ts";
import { admitSlot } from "../../ai/admission.ts";
import { freeSlot } from "../../ai/in-flight.ts";
import type { AppDeps, AppEnv } from "../../app-env.ts";
import { generationJobs } from "../../db/schema/index.ts";
import type { JobKind } from "../../jobs/queue.ts";
import { AppError, errors } from "../../lib/errors.ts";
import { checkedValue } from "../../lib/validate.ts";
import { jobRow, ownerOf } from "../stream-job.ts";
import { prepareRequest } from "./prepare.ts";
import { GENERATION_QUEUE } from "./request.ts";
import { closeJob, ENDED, type JobRow, readJob } from "./store.ts";

// A tool over a week's posts on the server (docs/decisions/057): the page sends every post's
// input at once, each becomes a generation job, and one job of the queue runs them one after
// another, each admitted when its turn comes (the slots in flight, the allowance), whoever
// watches. A post that fails does not stop the others; it can be tried again alone.

export const WEEK_RUN_QUEUE = "generation-week-run";

/** How often the run looks at the post it waits for, or for a free slot. */
const LOOK_MS = 500;

const UNKNOWN_TOOL = "Esta ferramenta não gera conteúdo para vários posts de uma vez.";

/**
 * Queues a week's run: every post's input checked and prepared as its own request would be
 * (a refusal refuses the whole run, before anything is queued), then its jobs and the run.
 */
export async function queueWeekRun(c: Context<AppEnv>, { kind, inputs }: JobBatch) {
  const fromPost = kindsThat("fromPost") as string[];
  if (!fromPost.includes(kind)) throw errors.unprocessable(UNKNOWN_TOOL);
  const tool = kind as ToolKind;
  const batch = randomUUID();
  const sent = Date.now();
  const rows: (typeof generationJobs.$inferInsert & ReturnType<typeof jobRow>)[] = [];
  for (const raw of inputs) {
    const input: unknown = checkedValue(TOOL_INPUTS[tool], raw);
    const request = { route: "tool" as const, kind: tool, input };
    const job = await prepareRequest(ownerOf(c), request, new Date());
    // A millisecond apart: the run takes its posts in the order they were sent.
    const createdAt = new Date(sent + rows.length);
    rows.push({ ...jobRow(c, tool, request, job.contentType, batch), id: randomUUID(), createdAt });
  }
  const { db, env, jobs } = c.get("deps");
  await refusedByAllowance(db, env, rows[0]);
  await db.insert(generationJobs).values(rows);
  await jobs.boss.send(WEEK_RUN_QUEUE, { batch, userId: rows[0]?.userId }, { id: batch });
  return { batch, jobs: rows.map((row) => row.id) };
}

/**
 * A run the allowance refuses now is refused before anything is queued (its posts are admitted
 * one by one as their turn comes; slots the member's generations hold meanwhile do not count).
 */
async function refusedByAllowance(
  db: AppDeps["db"],
  env: AppDeps["env"],
  row: ReturnType<typeof jobRow> | undefined,
) {
  if (!row) return;
  const { unlimited } = row.request;
  const who = { userId: row.userId, accountId: row.accountId, tool: row.tool };
  try {
    const admission = { counted: true };
    await freeSlot(
      db,
      await admitSlot(db, env, { ...who, unlimited: unlimited === true }, admission),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "AI_IN_FLIGHT") throw error;
  }
}

type Deps = Pick<AppDeps, "db" | "env" | "jobs" | "logger">;

const runData = z.object({ batch: z.uuid(), userId: z.string() });

export const weekRunJobKind = (deps: Deps): JobKind => ({
  name: WEEK_RUN_QUEUE,
  run: (job) => runWeek(deps, runData.parse(job.data)),
  // Its posts are jobs of their own: a run taken again goes on from the first not yet sent.
  retryDelaySeconds: 0,
  heartbeatSeconds: 10,
  expireInSeconds: 2 * 60 * 60,
  concurrency: 5,
  // A run sent is announced (NOTIFY); only a run whose instance died is not (its retry): found
  // within a minute, on top of the 10-20 s its missed beats take. Each of the 5 idle workers
  // looks on its own: every 10 s they were 30 of an idle instance's ~300 transactions a minute.
  idleLookSeconds: 60,
});

async function runWeek(deps: Deps, { batch, userId }: z.infer<typeof runData>) {
  const { db } = deps;
  const posts = await db
    .select()
    .from(generationJobs)
    .where(
      and(eq(generationJobs.userId, userId), sql`${generationJobs.request}->>'batch' = ${batch}`),
    )
    .orderBy(asc(generationJobs.createdAt));
  for (const post of posts) {
    if ((ENDED as readonly string[]).includes(post.status)) continue;
    if (post.status === "queued" && post.slotId === null) {
      const refusal = await sendPost(deps, post);
      if (refusal) {
        // The allowance ran out: the posts not yet written say why, and the run ends.
        for (const rest of posts.slice(posts.indexOf(post))) {
          await closeJob(db, rest.id, "failed", {
            type: "error",
            code: refusal.code,
            message: refusal.message,
          });
        }
        return;
      }
    }
    await untilEnded(deps, post.id);
  }
}

/** Admits one post when a slot is free, and sends its job; the allowance's refusal, if any. */
async function sendPost(deps: Deps, post: JobRow): Promise<AppError | null> {
  const { db, env, jobs } = deps;
  const { unlimited } = post.request as { unlimited?: boolean };
  const who = { userId: post.userId, accountId: post.accountId, tool: post.tool };
  for (;;) {
    let slotId: string;
    try {
      // The run was counted against the rate limit as it was asked: its posts are not.
      slotId = await admitSlot(
        db,
        env,
        { ...who, unlimited: unlimited === true },
        { counted: false },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code !== "AI_IN_FLIGHT") return error;
      // The member's own generations fill their slots: this post waits for one.
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
      if ((await readJob(db, post.id))?.status !== "queued") return null;
      continue;
    }
    const [taken] = await db
      .update(generationJobs)
      .set({ slotId })
      .where(
        and(
          eq(generationJobs.id, post.id),
          eq(generationJobs.status, "queued"),
          isNull(generationJobs.slotId),
        ),
      )
      .returning({ id: generationJobs.id });
    // Cancelled meanwhile, or sent by an earlier delivery of this run.
    if (!taken) await freeSlot(db, slotId);
    else await jobs.boss.send(GENERATION_QUEUE, { id: post.id }, { id: post.id });
    return null;
  }
}

async function untilEnded(deps: Deps, id: string) {
  for (;;) {
    const row = await readJob(deps.db, id);
    if (!row || (ENDED as readonly string[]).includes(row.status)) return;
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
  }
}
