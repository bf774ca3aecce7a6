import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { TOOL_INPUTS } from "../../shared/generation/tool-inputs.ts";
import type { ToolInput, ToolKind } from "../../shared/generation/tools.ts";
import { admitGeneration } from "../ai/admission.ts";
import { payingAccountOf } from "../ai/paying-account.ts";
import type { AppEnv } from "../app-env.ts";
import { viewerOf } from "../auth/guards.ts";
import { jsonBody } from "../lib/validate.ts";
import { accessOf } from "../workspaces/access.ts";
import { type GenerationJob, runGeneration } from "./service.ts";
import { eventWriter } from "./stream-turns.ts";
import type { ServerTool } from "./tools/tool.ts";

/** Proxies drop idle connections; a comment line every 15 s keeps a long generation open. */
const KEEP_ALIVE_MS = 15_000;

/**
 * A generation of the request's member let in (decision 030): before any provider call, refused
 * when the allowance is used up or the member already has their generations in flight. Its AI
 * session meters every call as `tool`; `release` frees its slot once it ends.
 */
export async function admitted(c: Context<AppEnv>, tool: string) {
  const { db, env, ai, logger } = c.get("deps");
  const viewer = viewerOf(c);
  const caller = { userId: viewer.id, accountId: payingAccountOf(viewer), tool };
  // Admins are metered like everyone, but what an admin runs has no monthly ceiling.
  const release = await admitGeneration(db, env, logger, {
    ...caller,
    unlimited: viewer.role === "admin",
  });
  return { release, ai: ai.session(caller) };
}

/**
 * Streams a job's events as Server-Sent Events, metered as `tool`. Before any provider call
 * it is refused when the allowance is used up or the user already has their generations in
 * flight. The job runs to its end even when the page goes away (so its result is saved, and
 * a generation started within the allowance finishes past it); writing simply stops on a
 * closed stream.
 */
export async function streamJob(
  c: Context<AppEnv>,
  preparing: GenerationJob | Promise<GenerationJob>,
  tool: string,
) {
  const { db, logger, background } = c.get("deps");
  // The job's own reads (its brand, say) and the admission go to the database side by side: both
  // are on the way to the first token (issue 47). The job's refusal still comes first, once the
  // slot the admission took meanwhile is free again.
  const admission = admitted(c, tool);
  let job: GenerationJob;
  try {
    job = await preparing;
  } catch (error) {
    await admission.then(
      ({ release }) => release(),
      () => {},
    );
    throw error;
  }
  const { release, ai } = await admission;
  c.header("Cache-Control", "private, no-store, no-transform");
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
          ai,
          emit: eventWriter(stream),
        }),
      );
    } finally {
      clearInterval(keepAlive);
      await release();
    }
  });
}

/** The request's author, database and log: who a generation's item is saved for. */
export const ownerOf = (c: Context<AppEnv>) => ({
  db: c.get("deps").db,
  access: accessOf(c),
  logger: c.get("log") ?? c.get("deps").logger,
});

/** One tool's endpoint, `POST /<kind>`, its body checked with the tool's input schema. */
export const toolRoute = <K extends ToolKind>(kind: K, tool: ServerTool<K>) =>
  new Hono<AppEnv>().post(`/${kind}`, jsonBody(TOOL_INPUTS[kind]), (c) =>
    streamJob(
      c,
      tool.job(c.req.valid("json") as ToolInput<K>, {
        ...ownerOf(c),
        now: new Date(),
      }),
      kind,
    ),
  );
