import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  type GenerationJobView,
  type JobStatus,
  jobEventsQuerySchema,
  jobIdParamSchema,
} from "../../../shared/generation/jobs.ts";
import { freeSlot } from "../../ai/in-flight.ts";
import type { AppEnv } from "../../app-env.ts";
import { requireUser } from "../../auth/guards.ts";
import { errors } from "../../lib/errors.ts";
import { validate } from "../../lib/validate.ts";
import { accessOf } from "../../workspaces/access.ts";
import { CANCELLED } from "../service.ts";
import { closeJob, type JobRow, ownJob, recentJobs } from "./store.ts";
import { watchJob } from "./watch.ts";

/** Proxies drop idle connections; a comment line every 15 s keeps a long watch open. */
const KEEP_ALIVE_MS = 15_000;

const NOT_FOUND = "Geração não encontrada.";

const viewOf = (row: JobRow): GenerationJobView => {
  const request = row.request as { batch?: string; input?: { postId?: unknown } };
  const postId = request.input?.postId;
  const result = row.result as { type?: string; message?: string } | null;
  return {
    id: row.id,
    title: row.title,
    tool: row.tool,
    status: row.status as JobStatus,
    historyId: row.historyId,
    postId: typeof postId === "string" ? postId : null,
    batch: request.batch ?? null,
    error: result?.type === "error" ? (result.message ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
};

/** Streams a job's events from a cursor, as the request that sent it did (decision 056). */
export const streamJobEvents = (c: Context<AppEnv>, id: string, options: { after: number }) => {
  c.header("Cache-Control", "private, no-store, no-transform");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const keepAlive = setInterval(() => {
      if (!stream.aborted) void stream.write(": keep-alive\n\n");
    }, KEEP_ALIVE_MS);
    try {
      await watchJob(stream, c.get("deps"), id, options);
    } finally {
      clearInterval(keepAlive);
    }
  });
};

/**
 * A member's own generation jobs (decision 056): the list of those running (and just ended),
 * one's events from where the page left off, and its cancel. Another member's job is a 404.
 */
export const generationJobRoutes = () =>
  new Hono<AppEnv>()
    .get("/jobs", requireUser, async (c) => {
      const rows = await recentJobs(c.get("deps").db, accessOf(c));
      return c.json({ jobs: rows.map(viewOf) }, 200);
    })
    .get(
      "/jobs/:id/events",
      requireUser,
      validate("param", jobIdParamSchema),
      validate("query", jobEventsQuerySchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const row = await ownJob(c.get("deps").db, accessOf(c), id);
        if (!row) throw errors.notFound(NOT_FOUND);
        const header = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
        const after = c.req.valid("query").after ?? (Number.isNaN(header) ? 0 : header);
        return streamJobEvents(c, id, { after });
      },
    )
    .post("/jobs/:id/cancel", requireUser, validate("param", jobIdParamSchema), async (c) => {
      const { db, generations, logger } = c.get("deps");
      const { id } = c.req.valid("param");
      const row = await ownJob(db, accessOf(c), id);
      if (!row) throw errors.notFound(NOT_FOUND);
      const closed = await closeJob(db, id, "cancelled", {
        type: "error",
        code: "CANCELLED",
        message: CANCELLED,
      });
      if (closed) {
        // Running here, it stops at once; elsewhere, at its next look at the row (2 s at most).
        generations.cancel(id);
        // Its slot is given back now (a running attempt frees it again as it stops).
        if (closed.slotId) {
          await freeSlot(db, closed.slotId).catch((error: unknown) =>
            logger.warn({ err: error }, "generation slot not released"),
          );
        }
      }
      return c.json({ job: viewOf(closed ?? row) }, 200);
    });
