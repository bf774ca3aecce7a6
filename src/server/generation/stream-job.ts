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
import { type JobRequest, jobTitle, storedRequest } from "./jobs/request.ts";
import { streamJobEvents } from "./jobs/routes.ts";
import { armNet, runNow } from "./jobs/runner.ts";
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
 * before any provider call), then run at once on this instance under a lease on its row, its
 * events streamed as Server-Sent Events. It runs to its end whoever watches: a page that went
 * away can follow it again from its last event, and it can be cancelled; should this instance
 * die, the job's safety net has another run it again.
 */
export async function streamJob(
  c: Context<AppEnv>,
  preparing: GenerationJob | Promise<GenerationJob>,
  tool: string,
  request: JobRequest,
) {
  const deps = c.get("deps");
  const { db, env } = deps;
  const phases = phaseTimer(c.get("startedAt"));
  const { caller, unlimited } = callerOf(c, tool);
  // The job's own reads (its brand, say) and the admission go to the database side by side: both
  // are on the way to the first token (issue 47). The job's refusal still comes first, once the
  // slot the admission took meanwhile is free again.
  // Both settle before either is read: a refused admission while the job still prepares is
  // never left a rejection nobody waits for.
  const [prepared, admission] = await Promise.allSettled([
    preparing,
    admitSlot(db, env, { ...caller, unlimited }, { counted: true }),
  ]);
  if (prepared.status === "rejected") {
    if (admission.status === "fulfilled") await freeSlot(db, admission.value);
    throw prepared.reason;
  }
  if (admission.status === "rejected") throw admission.reason;
  const job = prepared.value;
  const slotId = admission.value;
  phases.end("admit");
  const row = { ...jobRow(c, tool, request, job.contentType), id: randomUUID(), slotId };
  // The provider is asked now; the net and the row (claimed: running, attempt 1) are stored
  // meanwhile, off the way to the first token. The net first: a row is never left without one.
  const stored = armNet(deps, row.id).then(() =>
    insertJob(db, { ...row, status: "running", attempt: 1 }),
  );
  runNow(deps, { ...row, attempt: 0, lastEvent: 0, promptTokens: null }, job, stored);
  // Failed, the attempt stops and frees its slot; the request answers the error.
  await stored;
  phases.end("store");
  c.header("Server-Timing", phases.header());
  return streamJobEvents(c, row.id, { after: 0 });
}

/**
 * The phases of a generation's request, each timed from the end of the one before, the first
 * from when the app took it (`auth`: the guards, the session check): sent as Server-Timing, for
 * the browser's tools and the bench's queue wait (issue 42).
 */
function phaseTimer(startedAt: number) {
  const phases = [`auth;dur=${(performance.now() - startedAt).toFixed(1)}`];
  let last = performance.now();
  return {
    end(name: string) {
      const now = performance.now();
      phases.push(`${name};dur=${(now - last).toFixed(1)}`);
      last = now;
    },
    header: () => phases.join(", "),
  };
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
