import { z } from "zod";
import type { editInputSchema } from "../../../shared/generation/tool-inputs.ts";
import { type ToolInput, type ToolKind, toolOf } from "../../../shared/generation/tools.ts";
import type { regenerateInputSchema } from "../../../shared/generation/variations.ts";
import { WORKSPACE_ROLES } from "../../../shared/workspaces.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";

/** The queue generation jobs are sent to (docs/decisions/056). */
export const GENERATION_QUEUE = "generation";

/**
 * What a generation job was asked, as its request validated it: kept with the job so that any
 * instance can prepare it again on a retry (the request's own preparation is reused when the
 * instance that took it runs it first).
 */
export type JobRequest =
  | { route: "tool"; kind: ToolKind; input: unknown }
  | { route: "edit"; input: z.infer<typeof editInputSchema> }
  | { route: "regenerate"; input: z.infer<typeof regenerateInputSchema> };

/** A job's request as stored: who asked (their access then) and when. */
export const storedSchema = z.object({
  route: z.enum(["tool", "edit", "regenerate"]),
  kind: z.string().optional(),
  input: z.unknown(),
  now: z.iso.datetime(),
  /** The week's run it is one post of (`jobs/batch.ts`). */
  batch: z.uuid().optional(),
  /** An admin's: metered, never refused by the monthly ceiling (admitted when its turn comes). */
  unlimited: z.boolean().optional(),
  access: z.object({
    workspaceId: z.uuid(),
    userId: z.string(),
    role: z.enum(WORKSPACE_ROLES),
    brandIds: z.array(z.string()).nullable(),
  }),
});
export type StoredRequest = z.infer<typeof storedSchema>;

export const storedRequest = (
  request: JobRequest,
  access: WorkspaceAccess,
  now: Date,
  batch?: { id: string; unlimited: boolean },
): StoredRequest => ({
  ...request,
  ...(batch && { batch: batch.id, unlimited: batch.unlimited }),
  access: { ...access, brandIds: access.brandIds && [...access.brandIds] },
  now: now.toISOString(),
});

/** What the "Em andamento" list calls a job. */
export function jobTitle(request: JobRequest, contentType: ToolKind) {
  if (request.route === "tool") {
    return toolOf(request.kind).title(request.input as ToolInput<typeof request.kind> as never);
  }
  const label = toolOf(contentType).label;
  return request.route === "edit" ? `${label} (edição com IA)` : `${label} (nova versão)`;
}
