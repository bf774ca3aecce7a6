import { z } from "zod";
import { OFFLINE_MODEL } from "../../../shared/ai-usage.ts";
import { isLastEvent, type StreamEvent } from "../../../shared/generation/stream.ts";
import { holdSlot } from "../../ai/in-flight.ts";
import { attemptRecorded, estimateTokens, recordCall } from "../../ai/meter.ts";
import type { AppDeps } from "../../app-env.ts";
import type { JobKind } from "../../jobs/queue.ts";
import { AppError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { type GenerationJob, runGeneration } from "../service.ts";
import type { NumberedEvent } from "./hub.ts";
import { GENERATION_QUEUE } from "./request.ts";
import { stoppable } from "./stoppable.ts";
import {
  attemptText,
  claimAttempt,
  closeJob,
  ENDED,
  endJob,
  type JobRow,
  LEASE_SECONDS,
  readJob,
  requeueJob,
  storeEvents,
} from "./store.ts";

// Generation jobs run where they are claimed (docs/decisions/056, later): the instance that
// receives the request runs the first attempt at once under a lease on the job's row, and
// pg-boss holds only a delayed safety net, which runs the job again only if the lease lapsed
// (its instance died). Events live to this instance's watchers at once, to the database in
// batches.

/** Runs of one job: a second when the first one's instance died; the next delivery fails it. */
const RUNS = 2;
/** Events reach the database at most this often (never a write per token: issue 47). */
const BATCH_MS = 100;
/**
 * A running attempt looks at its row this often, to see a cancel made on another instance; the
 * same write renews its lease.
 */
const CHECK_MS = 2_000;
/** A safety net looks at its job this long after it was armed: past the lease, if it lapsed. */
const NET_SECONDS = LEASE_SECONDS + 5;

export const JOB_LOST =
  "A geração foi interrompida porque o servidor reiniciou, e a nova tentativa também não terminou. Nada foi salvo: tente novamente.";

type Deps = Pick<AppDeps, "db" | "ai" | "logger" | "generations" | "jobs" | "background">;

const jobData = z.object({ id: z.uuid() });

/** Prepares a stored job again (`prepareStored`, given by the server: it sits above the tools). */
type Prepare = (db: Deps["db"], stored: unknown, logger: Logger) => Promise<GenerationJob>;

export const generationJobKind = (deps: Deps, prepare: Prepare): JobKind => ({
  name: GENERATION_QUEUE,
  run: (job) => deliver(deps, prepare, jobData.parse(job.data).id),
  retryLimit: RUNS,
  retryDelaySeconds: 0,
  // A delivery only claims and starts its attempt (which runs detached, under its lease): one
  // worker takes up to 20 at once, and looks every 5 s for the nets that fell due (they are not
  // announced), 0.2 queries a second idle.
  batchSize: 20,
  idleLookSeconds: 5,
});

/**
 * Sends the job's safety net: a delivery once its lease could have lapsed. Sent before the row
 * exists or an attempt runs, so that no running job is ever left without one.
 */
export const armNet = (deps: Pick<Deps, "jobs">, id: string) =>
  deps.jobs.boss.send(GENERATION_QUEUE, { id }, { startAfter: NET_SECONDS });

/**
 * A delivery of a job (its net, or a week's post sent): it claims the job and runs it here,
 * unless it ended, or its lease holds (its instance runs it: the net is armed again).
 */
async function deliver(deps: Deps, prepare: Prepare, id: string) {
  const { db } = deps;
  const row = await readJob(db, id);
  if (!row || isEnded(row)) return;
  // Before the claim: if this instance dies once it took the job, the net finds it.
  await armNet(deps, id);
  const attempt = await claimAttempt(db, row);
  if (attempt === null) return;
  runClaimed(deps, { row, attempt, job: (log) => prepare(db, row.request, log) });
}

/**
 * The first attempt of a job its request just admitted, run at once here (its row inserted as
 * running under this instance's lease): its database writes wait for `stored` (the net armed and
 * the row inserted), and it stops without a trace if that fails.
 */
export const runNow = (deps: Deps, row: Claimable, job: GenerationJob, stored: Promise<unknown>) =>
  runClaimed(deps, { row, attempt: 1, job: async () => job, stored });

const isEnded = (row: JobRow) => (ENDED as readonly string[]).includes(row.status);

/** What an attempt reads of its row as it was claimed. */
type Claimable = Pick<
  JobRow,
  | "id"
  | "userId"
  | "accountId"
  | "tool"
  | "request"
  | "attempt"
  | "slotId"
  | "lastEvent"
  | "promptTokens"
>;

type Claimed = {
  row: Claimable;
  attempt: number;
  /** The request's own preparation, or the stored request prepared again. */
  job: (log: Logger) => Promise<GenerationJob>;
  stored?: Promise<unknown>;
};

/** Runs a claimed attempt detached from what claimed it; a shutdown waits for it, or hands it over. */
function runClaimed(deps: Deps, claimed: Claimed) {
  const log = deps.logger.child({ generationJob: claimed.row.id, attempt: claimed.attempt });
  const stop = { handOver: async () => {} };
  const done = runJob(deps, claimed, log, stop).catch((error: unknown) =>
    log.error({ err: error }, "generation job failed"),
  );
  deps.background.track(done);
  deps.generations.running(done, () => stop.handOver());
}

async function runJob(
  deps: Deps,
  claimed: Claimed,
  log: Logger,
  stop: { handOver: () => Promise<void> },
) {
  const { db } = deps;
  const { row, attempt } = claimed;
  const { id } = row;
  // An attempt before this one died mid-way: what it spent is charged, once.
  if (row.attempt > 0) await chargeLostAttempt(deps, row);
  let handedOver = false;
  const release = row.slotId ? once(holdSlot(db, row.slotId, log)) : async () => {};
  try {
    if (attempt > RUNS) {
      await closeJob(db, id, "failed", { type: "error", code: "JOB_LOST", message: JOB_LOST });
      return;
    }
    let job: GenerationJob;
    try {
      job = await claimed.job(log);
    } catch (error) {
      // What the request checked no longer holds (its brand was deleted meanwhile).
      if (!(error instanceof AppError)) throw error;
      await closeJob(db, id, "failed", { type: "error", code: error.code, message: error.message });
      return;
    }
    await runAttempt(deps, {
      row,
      attempt,
      job,
      log,
      release,
      stored: claimed.stored ?? Promise.resolve(),
      stop: (handOver) => {
        stop.handOver = async () => {
          handedOver = true;
          await handOver();
        };
      },
    });
  } finally {
    // A job handed over keeps its slot: its next attempt holds it.
    if (!handedOver) await release();
  }
}

type Attempt = {
  row: Claimable;
  attempt: number;
  job: GenerationJob;
  log: Logger;
  /** Frees its slot in flight: the generation's AI work is over. */
  release: () => Promise<void>;
  /** Its row and net are stored: its own writes wait for it. */
  stored: Promise<unknown>;
  /** Receives how to stop the attempt and give its job back (a shutdown's grace ended). */
  stop: (handOver: () => Promise<void>) => void;
};

async function runAttempt(deps: Deps, { row, attempt, job, log, release, stored, stop }: Attempt) {
  const { db } = deps;
  const claim = { id: row.id, attempt };
  const live = deps.generations.start(row.id);
  let seq = row.lastEvent;
  let promptTokens: number | null = null;
  let pending: NumberedEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stale = false;
  // Nothing of the attempt reaches the database before its row: without it, it stops.
  const ready = stored.then(
    () => true,
    () => {
      stale = true;
      live.abort();
      return false;
    },
  );
  let writing: Promise<unknown> = ready;
  stop(async () => {
    stale = true;
    live.abort();
    await writing;
    await requeueJob(db, claim);
  });
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stale) return writing;
    const batch = pending;
    pending = [];
    writing = writing
      .then(async () => {
        const status = await storeEvents(db, claim, batch, promptTokens);
        if (status === null) stale = true;
        if (status === null || status === "cancelled") live.abort();
      })
      .catch((error: unknown) => log.warn({ err: error }, "generation events not stored"));
    return writing;
  };
  const check = setInterval(() => void flush(), CHECK_MS);
  const emit = async (event: StreamEvent) => {
    if (stale) return;
    const numbered = { seq: ++seq, event };
    pending.push(numbered);
    if (!isLastEvent(event)) {
      live.publish(numbered);
      timer ??= setTimeout(flush, BATCH_MS);
      return;
    }
    // Whoever reads the end finds the slot free, the events stored and the job ended.
    await release();
    await flush();
    await endJob(db, claim, event.type === "error" ? "failed" : "done", event);
    live.publish(numbered);
  };
  const ai = deps.ai.session({
    userId: row.userId,
    accountId: row.accountId,
    tool: row.tool,
    job: { ...claim, prompted: (tokens) => (promptTokens = tokens) },
  });
  try {
    await runGeneration(stoppable(job, claim, live.signal, ready), {
      db,
      ai,
      logger: log,
      emit,
      jobId: row.id,
    });
  } finally {
    clearInterval(check);
    await flush();
    live.end();
  }
}

/** A release run once, however many ways the attempt ends. */
const once = (release: () => Promise<void>) => {
  let released: Promise<void> | undefined;
  return () => (released ??= release());
};

/** What a lost attempt spent, as far as its last stored batch: charged once, estimated. */
async function chargeLostAttempt(deps: Deps, row: Claimable) {
  const { db } = deps;
  if (row.promptTokens === null) return;
  if (await attemptRecorded(db, { id: row.id, attempt: row.attempt })) return;
  const text = await attemptText(db, row.id, row.attempt);
  await recordCall(db, {
    userId: row.userId,
    accountId: row.accountId,
    tool: row.tool,
    model: deps.ai.model ?? OFFLINE_MODEL,
    promptTokens: row.promptTokens,
    completionTokens: estimateTokens(text),
    estimated: true,
    job: { id: row.id, attempt: row.attempt },
    at: new Date(),
  });
}
