import { type ToolInput, type ToolKind, toolOf } from "../../../shared/generation/tools.ts";
import type { AiSession } from "../../ai/meter.ts";
import type { ChatMessage } from "../../ai/provider.ts";
import { REPLY_LIMITS } from "../../ai/reply-limits.ts";
import { brandVoice } from "../../brands/service.ts";
import type { Database } from "../../db/client.ts";
import { ensureMayGoWithoutBrand, type WorkspaceAccess } from "../../workspaces/access.ts";
import type { FailureTexts, GenerationJob } from "../service.ts";

/** Who runs a tool, and when: a tool checks the brand it is asked for against their access. */
export type ToolContext = { db: Database; access: WorkspaceAccess; now: Date };

/** The server's half of a tool of the registry (src/shared/generation/tools.ts). */
export type ServerTool<K extends ToolKind> = {
  /** One run: its text comes from the model, or from the offline composer without one. A
   * brand that is not the account's own is refused here, before anything is generated. */
  job: (input: ToolInput<K>, context: ToolContext) => Promise<GenerationJob>;
};

/** A tool's run: the model's prompts or the offline composer's draft, titled by the registry. */
export function toolJob<K extends ToolKind>(
  kind: K,
  input: ToolInput<K>,
  parts: {
    failure: FailureTexts;
    messages: () => ChatMessage[];
    compose: () => string;
  } & Pick<GenerationJob, "complete" | "metadata" | "brand" | "saved">,
): GenerationJob {
  const title = toolOf(kind).title as (input: ToolInput<K>) => string;
  const { messages, compose, ...rest } = parts;
  return {
    contentType: kind,
    ...rest,
    write: (ai: AiSession) =>
      ai.provider
        ? ai.provider.streamText(messages(), REPLY_LIMITS[kind])
        : ai.composed(messages(), compose()),
    title: () => title(input),
  };
}

/**
 * The brand a request names, refused before generating when the member may not see it; a
 * member limited to some brands must name one (else they could not see the result).
 */
export async function chosenBrand({ db, access }: ToolContext, brandId: string | undefined) {
  if (brandId) return brandVoice(db, access, brandId);
  ensureMayGoWithoutBrand(access);
  return null;
}
