import type { AiMeter } from "./ai/meter.ts";
import type { ArtRenderer } from "./art/renderer.ts";
import type { Auth } from "./auth/auth.ts";
import type { Viewer } from "./auth/viewer.ts";
import type { Backups } from "./backup/service.ts";
import type { Payments } from "./billing/payments.ts";
import type { AppCaches } from "./cache/app-caches.ts";
import type { Database } from "./db/client.ts";
import type { Mailer } from "./emails/mailer.ts";
import type { Env } from "./env.ts";
import type { GenerationHub } from "./generation/jobs/hub.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { BackgroundWork } from "./lib/background.ts";
import type { Logger } from "./lib/logger.ts";
import type { PushService } from "./notifications/push-service.ts";

/** What every route factory receives: configuration, the shared connections and clients. */
export type AppDeps = {
  env: Env;
  db: Database;
  dbKind: "pglite" | "postgres";
  logger: Logger;
  auth: Auth;
  authSecret: string;
  mailer: Mailer;
  /** The only way to the AI provider: every call through it is metered (decision 030). */
  ai: AiMeter;
  payments: Payments;
  caches: AppCaches<Viewer>;
  backups: Backups;
  /** Work the shutdown waits for (bounded), such as a generation still saving its result. */
  background: BackgroundWork;
  /** Durable work on the database: queued, retried, run once across instances (decision 049). */
  jobs: JobQueue;
  /** Web push, signed with the instance's VAPID keys (decision 061). */
  push: PushService;
  /** Slides drawn in worker threads behind a cache bounded by bytes (decision 050). */
  art: ArtRenderer;
  /** The generation jobs running here, live to this instance's watchers (decision 056). */
  generations: GenerationHub;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    /** undefined until resolved; null when the request has no valid session. */
    viewer: Viewer | null | undefined;
    /** Whether this request may use the caches: see cachesCaughtUp. */
    cachesCaughtUp: Promise<boolean> | undefined;
    /** When the app took the request (performance.now()): its phases are timed from it. */
    startedAt: number;
  };
};
