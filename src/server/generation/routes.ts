import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  editInputSchema,
  promptRequestSchema,
  scriptInputSchema,
  strategyInputSchema,
} from "../../shared/generation/inputs.ts";
import type { AppEnv } from "../app-env.ts";
import { brandVoice, ensureRoomForBrand } from "../brands/service.ts";
import { hitRateLimit } from "../lib/rate-limit.ts";
import { parseJson } from "../lib/validate.ts";
import {
  requireSubscription,
  requireUnlocked,
  requireUser,
  viewerOf,
} from "../middleware/guards.ts";
import {
  brandPromptJob,
  editJob,
  type GenerationJob,
  runGeneration,
  scriptJob,
  strategyJob,
} from "./service.ts";
import { eventWriter } from "./stream-turns.ts";

/** Generations per user per minute, shared by the four endpoints. */
export const GENERATION_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

/** Proxies drop idle connections; a comment line every 15 s keeps a long generation open. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Streams a job's events as Server-Sent Events. The job runs to its end even when the page
 * goes away (so its result is saved); writing simply stops on a closed stream.
 */
function streamJob(c: Context<AppEnv>, job: GenerationJob) {
  const { db, ai, logger, background } = c.get("deps");
  const userId = viewerOf(c).id;
  c.header("Cache-Control", "no-cache, no-transform");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const keepAlive = setInterval(() => {
      if (!stream.aborted) void stream.write(": keep-alive\n\n");
    }, KEEP_ALIVE_MS);
    try {
      // Shutdown waits for the job, so its result is saved even if the page already left.
      await background.track(
        runGeneration(job, {
          db,
          logger: c.get("log") ?? logger,
          provider: ai,
          userId,
          emit: eventWriter(stream),
        }),
      );
    } finally {
      clearInterval(keepAlive);
    }
  });
}

/** The brand a request names, refused before generating when it is not the account's own. */
const chosenBrand = (c: Context<AppEnv>, brandId: string | undefined) =>
  brandId ? brandVoice(c.get("deps").db, viewerOf(c).id, brandId) : Promise.resolve(null);

export function generationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireUser, requireUnlocked, requireSubscription, async (c, next) => {
    await hitRateLimit(c.get("deps").db, `generate:${viewerOf(c).id}`, GENERATION_RATE_LIMIT);
    await next();
  });

  app.post("/prompt", async (c) => {
    const input = await parseJson(c, promptRequestSchema);
    const { db } = c.get("deps");
    const userId = viewerOf(c).id;
    if (input.brandId) await brandVoice(db, userId, input.brandId);
    else await ensureRoomForBrand(db, userId);
    return streamJob(c, brandPromptJob(db, userId, input));
  });
  app.post("/strategy", async (c) => {
    const input = await parseJson(c, strategyInputSchema);
    return streamJob(c, strategyJob(input, new Date(), await chosenBrand(c, input.brandId)));
  });
  app.post("/script", async (c) => {
    const input = await parseJson(c, scriptInputSchema);
    return streamJob(c, scriptJob(input, await chosenBrand(c, input.brandId)));
  });
  app.post("/edit", async (c) => {
    const input = await parseJson(c, editInputSchema);
    return streamJob(c, await editJob(c.get("deps").db, viewerOf(c).id, input));
  });

  return app;
}
