import { z } from "zod";
import { OFFLINE_MODEL } from "../../../shared/ai-usage.ts";
import { isLastEvent, type StreamEvent } from "../../../shared/generation/stream.ts";
import { holdSlot } from "../../ai/in-flight.ts";
import { attemptRecorded, estimateTokens, recordCall } from "../../ai/meter.ts";
import type { AppDeps } from "../../app-env.ts";
import type { JobKind } from "../../jobs/queue.ts";
import { AppError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { type GenerationJob, GenerationStopped, runGeneration } from "../service.ts";
import type { NumberedEvent } from "./hub.ts";
import { prepareStored } from "./prepare.ts";
import { GENERATION_QUEUE } from "./request.ts";
import {
  attemptText,
  claimAttempt,
  closeJob,
  ENDED,
  endJob,
  type JobRow,
  markSaved,
  markSaving,
  readJob,
  storeEvents,
} from "./store.ts";

// The worker of generation jobs (docs/decisions/056): whichever instance takes a job runs it,
// its events live to this instance's watchers at once and to the database in batches.

/** Runs of one job: a second when the first one's instance died; the next delivery fails it. */
const RUNS = 2;
/** Events reach the database at most this often (never a write per token: issue 47). */
const BATCH_MS = 100;
/** A running attempt looks at its row this often, to see a cancel made on another instance. */
const CHECK_MS = 2_000;

export const JOB_LOST =
  "A geração foi interrompida porque o servidor reiniciou, e a nova tentativa também não terminou. Nada foi salvo: tente novamente.";

type Deps = Pick<AppDeps, "db" | "ai" | "logger" | "generations">;

const jobData = z.object({ id: z.uuid() });

export const generationJobKind = (deps: Deps): JobKind => ({
  name: GENERATION_QUEUE,
  run: (job) => runJob(deps, jobData.parse(job.data).id),
  retryLimit: RUNS,
  // A job whose worker died is found by its missing heartbeat, and retried at once: taken by
  // the next idle worker's look (its 20 workers look every 10 s, 2 queries a second idle).
  retryDelaySeconds: 0,
  heartbeatSeconds: 10,
  concurrency: 20,
  idleLookSeconds: 10,
});

async function runJob(deps: Deps, id: string) {
  const { db } = deps;
  const row = await readJob(db, id);
  if (!row || (ENDED as readonly string[]).includes(row.status)) return;
  const attempt = await claimAttempt(db, row);
  if (attempt === null) return;
  const log = deps.logger.child({ generationJob: id, attempt });
  // An attempt before this one died mid-way: what it spent is charged, once.
  if (row.attempt > 0) await chargeLostAttempt(deps, row);
  const release = row.slotId ? once(holdSlot(db, row.slotId, log)) : async () => {};
  try {
    if (attempt > RUNS) {
      await closeJob(db, id, "failed", { type: "error", code: "JOB_LOST", message: JOB_LOST });
      return;
    }
    const prepared = deps.generations.prepared.get(id) as GenerationJob | undefined;
    deps.generations.prepared.delete(id);
    let job: GenerationJob;
    try {
      job = prepared ?? (await prepareStored(db, row.request, log));
    } catch (error) {
      // What the request checked no longer holds (its brand was deleted meanwhile).
      if (!(error instanceof AppError)) throw error;
      await closeJob(db, id, "failed", { type: "error", code: error.code, message: error.message });
      return;
    }
    await runAttempt(deps, { row, attempt, job, log, release });
  } finally {
    await release();
  }
}

type Attempt = {
  row: JobRow;
  attempt: number;
  job: GenerationJob;
  log: Logger;
  /** Frees its slot in flight: the generation's AI work is over. */
  release: () => Promise<void>;
};

async function runAttempt(deps: Deps, { row, attempt, job, log, release }: Attempt) {
  const { db } = deps;
  const claim = { id: row.id, attempt };
  const live = deps.generations.start(row.id);
  let seq = row.lastEvent;
  let promptTokens: number | null = null;
  let pending: NumberedEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let stale = false;
  let writing = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
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
    await runGeneration(stoppable(job, claim, live.signal), {
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

/**
 * The job as one attempt runs it: its writing stops when the attempt is (a cancel), and its
 * save happens only while the attempt is still the job's and not cancelled, once.
 */
function stoppable(
  job: GenerationJob,
  claim: { id: string; attempt: number },
  signal: AbortSignal,
) {
  return {
    ...job,
    write: (ai) => untilStopped(job.write(ai), signal),
    saved: async (tx, written) => {
      if (!(await markSaving(tx, claim))) throw new GenerationStopped();
      const saved = await job.saved(tx, written);
      await markSaved(tx, claim.id, saved.historyId);
      return saved;
    },
  } satisfies GenerationJob;
}

/** A provider's pieces until the signal stops them (not waiting for its next piece). */
async function* untilStopped(pieces: AsyncIterable<string>, signal: AbortSignal) {
  const iterator = pieces[Symbol.asyncIterator]();
  const stopped = new Promise<never>((_, reject) => {
    const stop = () => reject(new GenerationStopped());
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
  stopped.catch(() => {});
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), stopped]);
      if (next.done) return;
      yield next.value;
    }
  } catch (error) {
    // The provider's stream is closed without waiting: the meter records what it had written.
    void iterator.return?.()?.catch(() => {});
    throw error;
  }
}

/** A release run once, however many ways the attempt ends. */
const once = (release: () => Promise<void>) => {
  let released: Promise<void> | undefined;
  return () => (released ??= release());
};

/** What a lost attempt spent, as far as its last stored batch: charged once, estimated. */
async function chargeLostAttempt(deps: Deps, row: JobRow) {
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
