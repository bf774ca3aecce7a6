import { z } from "zod";
import { editInputSchema, TOOL_INPUTS } from "../../../shared/generation/tool-inputs.ts";
import type { ToolInput, ToolKind } from "../../../shared/generation/tools.ts";
import { regenerateInputSchema } from "../../../shared/generation/variations.ts";
import type { Database } from "../../db/client.ts";
import { editJob } from "../edit.ts";
import { regenerateJob } from "../regenerate.ts";
import type { GenerationJob, ItemOwner } from "../service.ts";
import { SERVER_TOOLS } from "../tools/index.ts";
import { type JobRequest, storedSchema } from "./request.ts";

type Owner = ItemOwner & { db: Database };

/** A job's request, read back from what was stored (a tool's input checked by its schema). */
export function requestOf(stored: unknown): JobRequest {
  const { route, kind, input } = storedSchema.parse(stored);
  if (route === "edit") return { route, input: editInputSchema.parse(input) };
  if (route === "regenerate") return { route, input: regenerateInputSchema.parse(input) };
  const tool = z.enum(Object.keys(SERVER_TOOLS) as [ToolKind]).parse(kind);
  return { route, kind: tool, input: TOOL_INPUTS[tool].parse(input) };
}

/** Prepares a job for its owner: the checks its request makes (a brand gone is refused). */
export function prepareRequest(
  owner: Owner,
  request: JobRequest,
  now: Date,
): Promise<GenerationJob> {
  switch (request.route) {
    case "edit":
      return editJob(owner, request.input);
    case "regenerate":
      return regenerateJob(owner, request.input, now);
    default: {
      const input = request.input as ToolInput<typeof request.kind>;
      return SERVER_TOOLS[request.kind].job(input as never, { ...owner, now });
    }
  }
}

/** Prepares a stored job again, for the member and the moment that asked it. */
export function prepareStored(db: Database, stored: unknown, logger: ItemOwner["logger"]) {
  const { access, now } = storedSchema.parse(stored);
  return prepareRequest({ db, access, logger }, requestOf(stored), new Date(now));
}
