import { type ConstructorOptions, fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import type { DatabaseSource } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { JOB_SCHEMA } from "./schema.ts";

// Durable work on the database the app already has (docs/decisions/049): pg-boss keeps its
// tables in their own schema, on PostgreSQL through a small pool of its own, on the embedded
// PGlite over the app's one connection. Delivery is at least once: every handler must be safe
// to run again for the same job (a crash after the work but before the job was marked done).

/** Where the jobs' tables live: the database the app opened. */
export type JobBackend = DatabaseSource;

/** One kind of job: its queue, how often it is retried, and what runs it. */
export type JobKind<Data extends object = object> = {
  name: string;
  /** What one job does; it may run more than once for the same job (at-least-once). */
  run: (job: JobWithMetadata<Data>) => Promise<unknown>;
  /** A cron expression (UTC): the queue is fed once per tick across every instance. */
  cron?: string;
  /** How many times a failed job is tried again (default 2). */
  retryLimit?: number;
  /** The wait before a retry (default 30 s, doubling with each retry). */
  retryDelaySeconds?: number;
  /** Whether the wait doubles with each retry (default: only with the default wait). */
  retryBackoff?: boolean;
  /** How long one attempt may stay active before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * Its worker beats this often (at least 10 s): an attempt whose instance died is failed (and
   * retried) once its beats stop, instead of at its expiry.
   */
  heartbeatSeconds?: number;
  /** Jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
  /**
   * Jobs one worker takes at a time and runs side by side (default 1): for kinds whose jobs end
   * at once, one worker then serves many without each idle one looking for work.
   */
  batchSize?: number;
  /**
   * How often each of its idle workers looks for a job while LISTEN/NOTIFY holds (default 30 s):
   * a job sent is announced, but a retry is not.
   */
  idleLookSeconds?: number;
};

export type JobQueue = {
  boss: PgBoss;
  /** Creates the queues, starts their workers and registers their schedules. */
  start: (kinds: JobKind[]) => Promise<void>;
  /**
   * Takes no new job, lets those running finish within `graceMs`, then fails the rest so that
   * another instance retries them (their attempt counts).
   */
  stop: (graceMs: number) => Promise<void>;
};

/** How often an idle worker looks for a job; LISTEN/NOTIFY wakes it sooner on PostgreSQL. */
const POLL_SECONDS = 2;

/** How often the queue's upkeep runs: it finds the attempts of dead instances. */
const SUPERVISE_SECONDS = 10;

/**
 * What tests may shorten: how often schedules are checked, and `retrySeconds`, the wait before
 * every kind's retry (and its idle workers' look, which finds it), so that a test sees a real
 * retry in seconds rather than after the kind's production backoff.
 */
export type JobTiming = Pick<
  ConstructorOptions,
  "cronMonitorIntervalSeconds" | "cronWorkerIntervalSeconds"
> & { retrySeconds?: number };

/** pg-boss's options on the app's database; `timing` lets tests tick schedules sooner. */
export function jobOptions(
  backend: JobBackend,
  timing: Omit<JobTiming, "retrySeconds"> = {},
): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    useListenNotify: true,
    // How soon an attempt whose beats stopped (its instance was killed) is failed and retried.
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    // Instances compare clocks with the database so that each cron tick is sent once.
    ...timing,
  };
  return backend.kind === "postgres"
    ? { ...common, connectionString: backend.url, max: 3 }
    : { ...common, backend: "pglite", db: fromPglite(backend.client) };
}

/**
 * Creates pg-boss's schema if this database lacks it (or migrates it): the test templates do it
 * once so that every server started on a copy only checks its version.
 */
export async function installJobSchema(backend: JobBackend) {
  const boss = new PgBoss({ ...jobOptions(backend), supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

/** A kind's queue, with its retries and expiry, and its schedule (or none). */
async function declareKind(boss: PgBoss, kind: JobKind) {
  await boss.createQueue(kind.name, {
    retryLimit: kind.retryLimit ?? 2,
    retryDelay: kind.retryDelaySeconds ?? 30,
    retryBackoff: kind.retryBackoff ?? kind.retryDelaySeconds === undefined,
    expireInSeconds: kind.expireInSeconds ?? 15 * 60,
    ...(kind.heartbeatSeconds && { heartbeatSeconds: kind.heartbeatSeconds }),
    notify: true,
  });
  if (kind.cron) await boss.schedule(kind.name, kind.cron);
  else await boss.unschedule(kind.name);
}

/**
 * Creates the kinds' queues and registers their schedules, running nothing: an instance started
 * on this database then finds its schedules due on its first look (tests use it so as not to
 * wait for the next one).
 */
export async function declareJobs(backend: JobBackend, kinds: JobKind[]) {
  const boss = new PgBoss({ ...jobOptions(backend), supervise: false, schedule: false });
  await boss.start();
  for (const kind of kinds) await declareKind(boss, kind);
  await boss.stop({ graceful: false });
}

export function createJobQueue(backend: JobBackend, logger: Logger, timing?: JobTiming): JobQueue {
  const log = logger.child({ component: "jobs" });
  const { retrySeconds, ...schedules } = timing ?? {};
  const boss = new PgBoss(jobOptions(backend, schedules));
  const timed = (kind: JobKind): JobKind =>
    retrySeconds === undefined
      ? kind
      : {
          ...kind,
          retryDelaySeconds: retrySeconds,
          ...(kind.idleLookSeconds && {
            idleLookSeconds: Math.max(POLL_SECONDS, retrySeconds),
          }),
        };
  // A failed maintenance query or a lost connection is logged; pg-boss retries by itself.
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  return {
    boss,
    async start(kinds) {
      await boss.start();
      for (const kind of kinds.map(timed)) {
        await declareKind(boss, kind);
        if (backend.kind === "pglite") await failOrphans(boss, kind.name);
        await boss.work(
          kind.name,
          {
            pollingIntervalSeconds: POLL_SECONDS,
            ...(kind.idleLookSeconds && { notifyPollingIntervalSeconds: kind.idleLookSeconds }),
            localConcurrency: kind.concurrency ?? 1,
            batchSize: kind.batchSize ?? 1,
            includeMetadata: true,
          },
          // A batch fails as one (each job runs again): handlers are safe to run twice.
          (jobs: JobWithMetadata<object>[]) =>
            Promise.all(
              jobs.map(async (job) => {
                try {
                  return await kind.run(job);
                } catch (error) {
                  log.error({ err: error, job: kind.name, id: job.id }, "job failed");
                  throw error;
                }
              }),
            ),
        );
      }
    },
    async stop(graceMs) {
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
}

/**
 * On the embedded database this process is the only one (its folder is locked): a job still
 * active when it starts was its predecessor's, killed mid-way. Failing it now has it retried at
 * once (its attempt counts), instead of once its beats are missed or it expires.
 */
async function failOrphans(boss: PgBoss, name: string) {
  const active = (await boss.findJobs(name)).filter((job) => job.state === "active");
  if (active.length === 0) return;
  await boss.fail(
    name,
    active.map((job) => job.id),
    { message: "its process ended while it ran" },
  );
}
