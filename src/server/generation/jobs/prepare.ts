import { z } from "zod";
import { editInputSchema, TOOL_INPUTS } from "../../../shared/generation/tool-inputs.ts";
import type { ToolInput, ToolKind } from "../../../shared/generation/tools.ts";
import { regenerateInputSchema } from "../../../shared/generation/variations.ts";
import type { Database } from "../../db/client.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";
import { editJob } from "../edit.ts";
import { regenerateJob } from "../regenerate.ts";
import type { GenerationJob, ItemOwner } from "../service.ts";
import { SERVER_TOOLS } from "../tools/index.ts";
import { storedSchema } from "./request.ts";

/** Prepares a stored job again: the same checks as its request made (a brand gone is refused). */
export function prepareStored(
  db: Database,
  stored: unknown,
  logger: ItemOwner["logger"],
): { access: WorkspaceAccess; job: Promise<GenerationJob> } {
  const request = storedSchema.parse(stored);
  const owner = { db, access: request.access, logger };
  const now = new Date(request.now);
  switch (request.route) {
    case "edit":
      return { access: owner.access, job: editJob(owner, editInputSchema.parse(request.input)) };
    case "regenerate": {
      const input = regenerateInputSchema.parse(request.input);
      return { access: owner.access, job: regenerateJob(owner, input, now) };
    }
    default: {
      const kind = z.enum(Object.keys(SERVER_TOOLS) as [ToolKind]).parse(request.kind);
      const input = TOOL_INPUTS[kind].parse(request.input) as ToolInput<typeof kind>;
      return {
        access: owner.access,
        job: SERVER_TOOLS[kind].job(input as never, { ...owner, now }),
      };
    }
  }
}
