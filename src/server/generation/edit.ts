import { eq } from "drizzle-orm";
import { textAlone } from "../../shared/generation/rendered.ts";
import { defaultTitle } from "../../shared/generation/titles.ts";
import type { EditInput } from "../../shared/generation/tool-inputs.ts";
import { BRAND_BASE_KIND, landsOf, type ToolKind, toolOf } from "../../shared/generation/tools.ts";
import { editReply } from "../ai/reply-limits.ts";
import { brandVoice } from "../brands/service.ts";
import type { Database } from "../db/client.ts";
import { staleVersion } from "../history/versions.ts";
import { errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { applyQuickCommand } from "./offline-edit.ts";
import { editMessages } from "./prompts.ts";
import {
  type BrandLabel,
  DemoUnsupportedError,
  type GenerationJob,
  type ItemOwner,
  saveHistoryItem,
} from "./service.ts";
import { SERVER_TOOLS } from "./tools/index.ts";
import { ensureItemPost } from "./tools/tool.ts";
import type { VoiceSource } from "./voice-card.ts";

/**
 * The voice a saved item is rewritten in: the brand and the Prompt Mãe it was made from; a
 * deleted brand leaves its name but no voice (its id is cleared with it).
 */
export async function itemVoice(
  db: Database,
  access: WorkspaceAccess,
  item: { brandId: string | null; metadata: Record<string, unknown> | null },
): Promise<VoiceSource> {
  const basePrompt = item.metadata?.basePrompt;
  return {
    brand: item.brandId ? await brandVoice(db, access, item.brandId) : null,
    basePrompt: typeof basePrompt === "string" ? basePrompt : "",
  };
}

/**
 * An AI edit. The edited text of a saved item becomes that item's latest version (its earlier
 * ones are kept: decision 041); a text not yet saved becomes a new item. An edit asked on a
 * version the item has moved on from (`basedOn`) is refused, before and after the AI writes. A
 * result that is more than text follows its tool's `edit` without this knowing which tool it
 * is: the model is sent the text alone (what its data adds is rendered when read, rendered.ts)
 * and the rules it keeps; its structured result after the edit lands where the tool's results
 * land (the caption's post), in the same transaction (decision 048). An item the member may not
 * see is a 404.
 */
export async function editJob(
  owner: ItemOwner & { db: Database },
  input: EditInput,
): Promise<GenerationJob> {
  const { db, access } = owner;
  let contentType: ToolKind = input.contentType ?? BRAND_BASE_KIND;
  let metadata: Record<string, unknown> | null = null;
  let brand: BrandLabel | null = null;
  let voice: VoiceSource = { brand: null, basePrompt: "" };
  let postId: string | null = null;
  if (input.historyId) {
    const history = scoped(access).history;
    const [source] = await db
      .select({
        contentType: history.t.contentType,
        metadata: history.t.metadata,
        brandId: history.t.brandId,
        brandName: history.t.brandName,
        version: history.t.version,
      })
      .from(history.t)
      .where(history.where(eq(history.t.id, input.historyId)));
    if (!source) throw errors.notFound("Conteúdo não encontrado.");
    // Refused before the AI writes a word: the save would be refused anyway, after the cost.
    if (input.basedOn !== undefined && source.version !== input.basedOn) throw staleVersion();
    contentType = source.contentType;
    metadata = source.metadata;
    // The post the edit writes onto is checked before the AI writes, and again when it does.
    await ensureItemPost(db, access, SERVER_TOOLS[contentType], source);
    postId = SERVER_TOOLS[contentType].postOf?.(metadata) ?? null;
    if (source.brandName) brand = { id: source.brandId, brandName: source.brandName };
    voice = await itemVoice(db, access, source);
  }
  const toolEdit = SERVER_TOOLS[contentType].edit;
  // The screen's text as read: the model edits the text alone, not what the item's data adds.
  const editable = textAlone(contentType, input.content, metadata);
  // Read once the text is written: the runner sends it and lands it, `saved` keeps it.
  let edited: ReturnType<NonNullable<typeof toolEdit>["edited"]> | null = null;
  return {
    contentType,
    source: editable,
    failure: {
      failed: "Erro ao processar a solicitação com IA. Verifique sua conexão e tente novamente.",
      empty: "Não foi possível gerar o conteúdo modificado.",
    },
    write: (ai) => {
      const messages = editMessages(
        { ...input, content: editable },
        voice,
        toolEdit?.rules?.(metadata),
      );
      if (ai.provider) return ai.provider.streamText(messages, editReply(editable));
      const outcome = applyQuickCommand(editable, input.instruction);
      if ("why" in outcome) throw new DemoUnsupportedError(outcome.why);
      return ai.composed(messages, outcome.text);
    },
    structure:
      toolEdit &&
      (async (_ai, text) => {
        edited = toolEdit.edited({ text, metadata, words: voice.brand });
        return edited.structured;
      }),
    saved: async (tx, { text, metadata: written }) => {
      const kept = edited ?? { content: text, metadata };
      // An offline quick command's result is a demo draft too, whatever the source was.
      const marked = written?.demo ? { ...kept.metadata, demo: true } : kept.metadata;
      return saveHistoryItem(tx, owner, {
        contentType,
        title: defaultTitle(kept.content, toolOf(contentType).label),
        content: kept.content,
        metadata: marked,
        brand,
        made: "edited",
        instruction: input.instruction,
        onto: input.historyId,
        basedOn: input.historyId ? input.basedOn : undefined,
      });
    },
    landing: {
      lands: landsOf(contentType),
      access,
      brand,
      postId,
      how: { made: "ai_edit", instruction: input.instruction },
    },
  };
}
