import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createAiMeter } from "./ai/meter.ts";
import { createAiProvider } from "./ai/provider.ts";
import { createApp } from "./app.ts";
import type { AppDeps } from "./app-env.ts";
import { digestStillWanted } from "./approval/digest-wanted.ts";
import { createArtRenderer } from "./art/renderer.ts";
import { adminNeedsVerifiedEmail, grantAdmin } from "./auth/admin-emails.ts";
import { createAuth } from "./auth/auth.ts";
import { printedUrl } from "./auth/origins.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import { viewerStillCurrent } from "./auth/viewer.ts";
import { createBackups } from "./backup/service.ts";
import { createPayments } from "./billing/payments.ts";
import { seedPlans } from "./billing/plans.ts";
import { createAppCaches } from "./cache/app-caches.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { authEmailOptions } from "./emails/auth-emails.ts";
import { createMailer } from "./emails/mailer.ts";
import type { Env } from "./env.ts";
import { weekRunJobKind } from "./generation/jobs/batch.ts";
import { createGenerationHub } from "./generation/jobs/hub.ts";
import { prepareStored } from "./generation/jobs/prepare.ts";
import { generationJobKind } from "./generation/jobs/runner.ts";
import { createJobQueue, type JobTiming } from "./jobs/queue.ts";
import { createBackgroundWork } from "./lib/background.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { noticeOfAiUsage } from "./notifications/account-events.ts";
import { createPushService } from "./notifications/push-service.ts";
import { publishingJobKinds } from "./publishing/job.ts";
import { scheduledJobs } from "./scheduled-jobs.ts";

/**
 * How long a shutdown waits for requests, streams, background work and running jobs (index.ts
 * forces at 15 s); jobs still running then are failed, and another instance retries them.
 */
const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = {
  /** Where it listens (tests and the bench connect there); the log prints printedUrl. */
  url: string;
  port: number;
  deps: AppDeps;
  close: () => Promise<void>;
};

/** Builds the deps on an open database: the one place where the app's parts are wired. */
export function buildDeps(
  env: Env,
  handle: DatabaseHandle,
  logger: Logger,
  { jobTiming }: { jobTiming?: JobTiming } = {},
): AppDeps {
  const authSecret = resolveAuthSecret(env);
  const mailer = createMailer({
    env,
    db: handle.db,
    logger,
    stillWanted: (row) => digestStillWanted(handle.db, row),
  });
  return {
    env,
    db: handle.db,
    dbKind: handle.kind,
    logger,
    authSecret,
    mailer,
    ai: createAiMeter(handle.db, createAiProvider(env), logger, (workspaceId, at) =>
      noticeOfAiUsage(handle.db, workspaceId, env.AI_MONTHLY_TOKENS, at),
    ),
    payments: createPayments(env, authSecret),
    caches: createAppCaches(handle.changes, viewerStillCurrent),
    background: createBackgroundWork(),
    backups: createBackups(env, handle, logger),
    jobs: createJobQueue(handle.source, logger, jobTiming),
    push: createPushService(env),
    // Its workers start with the first slide asked for.
    art: createArtRenderer(),
    generations: createGenerationHub(),
    auth: createAuth({
      env,
      db: handle.db,
      secret: authSecret,
      logger,
      extend: authEmailOptions(mailer, handle.db),
    }),
  };
}

/** Every kind of job an instance runs: the schedules and the generations. */
export const appJobKinds = (deps: AppDeps) => [
  ...scheduledJobs(deps),
  generationJobKind(deps, prepareStored),
  weekRunJobKind(deps),
  ...publishingJobKinds(deps),
];

export async function startServer(
  env: Env,
  options: {
    database?: DatabaseHandle;
    logger?: Logger;
    /** How often schedules are checked and retries wait; tests make them sooner. */
    jobTiming?: JobTiming;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env);
  const handle = options.database ?? (await openDatabase(env));
  const deps = buildDeps(env, handle, logger, options);
  const promoted = await grantAdmin(deps.db, env.ADMIN_EMAILS, {
    verifiedOnly: adminNeedsVerifiedEmail(env),
  });
  if (promoted.length > 0) logger.info({ admins: promoted }, "admins from ADMIN_EMAILS");
  await seedPlans(deps.db, env);

  // Before listening: main.ts installs its signal handlers once this function returns, so a
  // SIGTERM that follows the first answered request must not meet a start still in progress.
  await deps.jobs.start(appJobKinds(deps));
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST}:${port}`;
  logger.info({ url: printedUrl(env, port), database: handle.kind }, "server listening");
  deps.mailer.start();
  await deps.backups.start();

  let closing: Promise<void> | undefined;
  // Past SIGTERM a kept-alive connection (a proxy's, a health check's) may still bring requests:
  // each is answered with `Connection: close`, so no connection outlives the grace by staying busy.
  server.prependListener("request", (_request, response) => {
    if (closing) response.setHeader("connection", "close");
  });
  const close = () => {
    closing ??= (async () => {
      // New connections are refused at once; requests and streams in flight get a grace
      // period to finish, then are cut, so a stuck client cannot hold the shutdown.
      const deadline = Date.now() + SHUTDOWN_GRACE_MS;
      const cut = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(cut);
      const [drained] = await Promise.all([
        deps.background.drain(Math.max(0, deadline - Date.now())),
        deps.jobs.stop(Math.max(0, deadline - Date.now())),
      ]);
      if (!drained) logger.warn("shutdown: background work still running after the grace period");
      // Generations still running leave their jobs to the other instances (decision 056, later).
      await deps.generations.handOver();
      await deps.mailer.stop();
      await deps.backups.stop();
      await deps.art.close();
      await handle.close();
    })();
    return closing;
  };
  return { url, port, deps, close };
}
