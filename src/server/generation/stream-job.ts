import { randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { TOOL_INPUTS } from "../../shared/generation/tool-inputs.ts";
import type { ToolInput, ToolKind } from "../../shared/generation/tools.ts";
import { admitGeneration, admitSlot } from "../ai/admission.ts";
import { freeSlot } from "../ai/in-flight.ts";
import { payingAccountOf } from "../ai/paying-account.ts";
import type { AppEnv } from "../app-env.ts";
import { viewerOf } from "../auth/guards.ts";
import { jsonBody } from "../lib/validate.ts";
import { accessOf } from "../workspaces/access.ts";
import { GENERATION_QUEUE, type JobRequest, jobTitle, storedRequest } from "./jobs/request.ts";
import { streamJobEvents } from "./jobs/routes.ts";
import { insertJob } from "./jobs/store.ts";
import type { GenerationJob } from "./service.ts";
import type { ServerTool } from "./tools/tool.ts";

/** Who a generation of the request's member is metered to, as `tool`. */
function callerOf(c: Context<AppEnv>, tool: string) {
  const viewer = viewerOf(c);
  return {
    caller: { userId: viewer.id, accountId: payingAccountOf(viewer), tool },
    // Admins are metered like everyone, but what an admin runs has no monthly ceiling.
    unlimited: viewer.role === "admin",
  };
}

/**
 * A generation of the request's member let in (decision 030): before any provider call, refused
 * when the allowance is used up or the member already has their generations in flight. Its AI
 * session meters every call as `tool`; `release` frees its slot once it ends.
 */
export async function admitted(c: Context<AppEnv>, tool: string) {
  const { db, env, ai, logger } = c.get("deps");
  const { caller, unlimited } = callerOf(c, tool);
  const release = await admitGeneration(db, env, logger, { ...caller, unlimited });
  return { release, ai: ai.session(caller) };
}

/**
 * A generation as a job (decision 056): admitted like any (the allowance, the slots in flight,
 * before any provider call), then queued, and its events streamed as Server-Sent Events. The
 * job runs on whichever instance takes it (most often this one, at once, with the preparation
 * made here), to its end whoever watches: a page that went away can follow it again from its
 * last event, and it can be cancelled.
 */
export async function streamJob(
  c: Context<AppEnv>,
  preparing: GenerationJob | Promise<GenerationJob>,
  tool: string,
  request: JobRequest,
) {
  const { db, env, jobs, generations } = c.get("deps");
  const { caller, unlimited } = callerOf(c, tool);
  // The job's own reads (its brand, say) and the admission go to the database side by side: both
  // are on the way to the first token (issue 47). The job's refusal still comes first, once the
  // slot the admission took meanwhile is free again.
  const admission = admitSlot(db, env, { ...caller, unlimited });
  let job: GenerationJob;
  try {
    job = await preparing;
  } catch (error) {
    await admission.then(
      (slotId) => freeSlot(db, slotId),
      () => {},
    );
    throw error;
  }
  const slotId = await admission;
  const id = randomUUID();
  try {
    await insertJob(db, { ...jobRow(c, tool, request, job.contentType), id, slotId });
    generations.prepared.set(id, job);
    await jobs.boss.send(GENERATION_QUEUE, { id }, { id });
  } catch (error) {
    generations.prepared.delete(id);
    await freeSlot(db, slotId);
    throw error;
  }
  return streamJobEvents(c, id, { after: 0, fresh: true });
}

/** A generation job's row as the request's member asks it (`batch`: one post of a week's run). */
export function jobRow(
  c: Context<AppEnv>,
  tool: string,
  request: JobRequest,
  contentType: ToolKind,
  batch?: string,
) {
  const { caller, unlimited } = callerOf(c, tool);
  const access = accessOf(c);
  return {
    workspaceId: access.workspaceId,
    userId: caller.userId,
    accountId: caller.accountId,
    tool,
    title: jobTitle(request, contentType),
    request: storedRequest(
      request,
      access,
      new Date(),
      batch ? { id: batch, unlimited } : undefined,
    ),
  };
}

/** The request's author, database and log: who a generation's item is saved for. */
export const ownerOf = (c: Context<AppEnv>) => ({
  db: c.get("deps").db,
  access: accessOf(c),
  logger: c.get("log") ?? c.get("deps").logger,
});

/** One tool's endpoint, `POST /<kind>`, its body checked with the tool's input schema. */
export const toolRoute = <K extends ToolKind>(kind: K, tool: ServerTool<K>) =>
  new Hono<AppEnv>().post(`/${kind}`, jsonBody(TOOL_INPUTS[kind]), (c) => {
    const input = c.req.valid("json") as ToolInput<K>;
    return streamJob(c, tool.job(input, { ...ownerOf(c), now: new Date() }), kind, {
      route: "tool",
      kind,
      input,
    });
  });
