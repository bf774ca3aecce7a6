import type { z } from "zod";
import { TOOL_INPUTS } from "../../shared/generation/tool-inputs.ts";
import type { ToolInput, ToolKind } from "../../shared/generation/tools.ts";
import type { RegenerateInput } from "../../shared/generation/variations.ts";
import type { Database } from "../db/client.ts";
import { visibleItem } from "../history/service.ts";
import { errors } from "../lib/errors.ts";
import type { GenerationJob, ItemOwner } from "./service.ts";
import { SERVER_TOOLS } from "./tools/index.ts";
import type { ServerTool, ToolContext } from "./tools/tool.ts";

export const INPUTS_NOT_KEPT =
  'Este conteúdo foi gerado antes de guardarmos as respostas do formulário, então não dá para gerá-lo novamente com uma instrução. Use "Editar" para pedir a mudança à IA.';

/**
 * "Gerar novamente com uma instrução" (decision 043): the item's tool runs again on the inputs
 * kept with it, under the item's brand, plus the instruction; the result is the item's new
 * version, streamed like a generation. An item the member may not see is a 404; one saved
 * before its inputs were kept (or an AI edit's text never generated) is a Portuguese 422.
 */
export async function regenerateJob(
  owner: ItemOwner & { db: Database },
  { historyId, instruction }: RegenerateInput,
  now = new Date(),
): Promise<GenerationJob> {
  const item = await visibleItem(owner.db, owner.access, historyId);
  return runAgain(item.contentType, item, { ...owner, now, again: { historyId, instruction } });
}

function runAgain<K extends ToolKind>(
  kind: K,
  item: { metadata: Record<string, unknown> | null; brandId: string | null },
  context: ToolContext,
) {
  const kept = (TOOL_INPUTS[kind] as z.ZodType<ToolInput<K>>).safeParse(item.metadata?.input);
  if (!kept.success) throw errors.unprocessable(INPUTS_NOT_KEPT);
  // The item's brand, as it is now: a deleted brand leaves none.
  const tool: ServerTool<K> = SERVER_TOOLS[kind];
  return tool.job({ ...kept.data, brandId: item.brandId ?? undefined }, context);
}
