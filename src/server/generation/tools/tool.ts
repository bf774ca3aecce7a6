import type { StructuredOf } from "../../../shared/generation/results.ts";
import type {
  Lands,
  ToolDefinition,
  ToolInput,
  ToolKind,
} from "../../../shared/generation/tools.ts";
import type { AiSession } from "../../ai/meter.ts";
import type { ChatMessage, ChatOptions } from "../../ai/provider.ts";
import type { Database } from "../../db/client.ts";
import { tagged } from "../guardrails.ts";
import { applyQuickCommand } from "../offline-edit.ts";
import { ensureLandingPost } from "../outlets.ts";
import { block } from "../prompts.ts";
import {
  type BrandLabel,
  DemoUnsupportedError,
  type FailureTexts,
  type GenerationJob,
  type Saved,
  saveHistoryItem,
  type Written,
} from "../service.ts";
import type { BrandVoice, ToolContext } from "../tool-context.ts";
import type { VoiceSource } from "../voice-card.ts";

export type { ToolContext } from "../tool-context.ts";
export { chosenBrand } from "../tool-context.ts";

/** The server's half of a tool of the registry (src/shared/generation/tools.ts). */
export type ServerTool<K extends ToolKind> = {
  /** One run: its text comes from the model, or from the offline composer without one. A
   * brand that is not the account's own is refused here, before anything is generated. */
  job: (input: ToolInput<K>, context: ToolContext) => Promise<GenerationJob>;
  /** How the edit chat treats its results, when they are more than text (decision 048). */
  edit?: ToolEdit;
  /** "Gerar 3 opções" on its results: the part the options replace (decision 043). */
  variations?: ToolVariations;
  /**
   * The post a saved result writes onto when edited or varied (the caption's), from its
   * metadata: checked against the member's access and the item's brand before the AI writes.
   */
  postOf?: (metadata: Metadata) => string | null;
};

/** What an offline option is written from: the result's text, its brand and Prompt Mãe. */
export type VariedWhole = VoiceSource & { content: string };

/** A saved result as a variation reads and writes it. */
export type ItemText = { content: string; metadata: Metadata };

/**
 * The part of a tool's result that "Gerar 3 opções" varies (the caption, the script's opening),
 * and how an option takes its place.
 */
export type ToolVariations = {
  /** The part's current text; null when the result has none (a script without sections). */
  part: (item: ItemText) => string | null;
  /** What the model keeps to (the channel's limits), from the item's metadata. */
  rules?: (metadata: Metadata) => string;
  /** Room for one option: `max_tokens` of each reply. */
  reply: ChatOptions;
  /**
   * The offline composer's options, different from each other and from the part; the whole
   * result and its voice are there to write them for its brand (the script's audience, what
   * the brand promises).
   */
  compose: (part: string, whole?: VariedWhole) => string[];
  /**
   * The result with an option in place of its part, the tool's rules kept, and its structured
   * result (the caption's fields), which lands where the tool's results do once picked.
   */
  apply: (
    option: string,
    item: ItemText,
    words: BrandVoice | null,
  ) => ItemText & { structured?: unknown };
};

type Metadata = Record<string, unknown> | null;

/**
 * An AI edit of a tool's result that is more than text: the shape the model keeps, and its
 * structured result after the edit, which lands where the tool's results do.
 */
export type ToolEdit = {
  /** What the model is told to keep (its sections, its channel's limits), from the item's metadata. */
  rules?: (metadata: Metadata) => string;
  /**
   * The edited result, in the generation's transaction: its structured result (read back from
   * the text under the item's rules, or the item's kept as it was) and the text and metadata the
   * history's new version keeps.
   */
  edited: (edit: { text: string; metadata: Metadata; words: BrandVoice | null }) => {
    content: string;
    metadata: Metadata;
    structured?: unknown;
  };
};

/** A tool's structured result: its schema's (results.ts) for a tool of the registry. */
type ResultOf<K extends string> = K extends ToolKind ? StructuredOf<K> : unknown;

/** A tool's result as its `saved` sees it, with `keep` to insert it as the history's item. */
export type ToolResult<K extends string> = Omit<Written, "structured"> & {
  structured: ResultOf<K>;
  /**
   * Saves the item under the registry's title for the input, labelled with (and marking) the
   * brand; the tool may save other text or metadata than what was written (its fields, cleaned).
   */
  keep: (
    brand: BrandLabel | null,
    changes?: { content?: string; metadata?: Record<string, unknown> },
  ) => Promise<Saved>;
};

const merged = (...parts: (Record<string, unknown> | null | undefined)[]) => {
  const all = Object.assign({}, ...parts) as Record<string, unknown>;
  return Object.keys(all).length > 0 ? all : null;
};

/**
 * A tool's run: the model's prompts or the offline composer's draft, titled by the registry, and
 * landing where its registry entry says (decision 048). A post it starts from (its input's
 * `postId`) is checked before anything is generated: one the member may see, of the brand.
 */
export async function toolJob<K extends string, Input>(
  tool: Pick<ToolDefinition<K, Input>, "kind" | "title"> & { lands?: Lands },
  input: Input,
  context: ToolContext,
  parts: {
    failure: FailureTexts;
    messages: () => ChatMessage[];
    compose: () => string;
    /** The call's options: `max_tokens` sized for the longest reply the tool asks for. */
    reply: ChatOptions;
    /** The brand it is written for (`chosenBrand`): the item's, and its plan's or post's. */
    brand: BrandLabel | null;
    /** Kept with the item (e.g. the Prompt Mãe a reuse starts from). */
    metadata?: Record<string, unknown>;
    /** Its structured result (results.ts), from the written text. */
    structure?: (ai: AiSession, text: string) => Promise<ResultOf<K>>;
    /** The item as saved (default: the item alone, with its chosen brand). */
    saved?: (tx: Database, result: ToolResult<K>) => Promise<Saved>;
  },
): Promise<GenerationJob> {
  // Kinds are stored as text: one outside the registry (the outlet test's tool) is saved alike.
  const kind = tool.kind as string as ToolKind;
  const title = tool.title(input);
  const { messages, compose, reply, structure, failure, brand } = parts;
  const { again, db, access } = context;
  const lands = tool.lands ?? {};
  const postId = lands.post ? ((input as { postId?: string }).postId ?? null) : null;
  await ensureLandingPost(db, access, { postId, brandId: brand?.id ?? null }, { required: true });
  const saved = parts.saved ?? ((_tx, result) => result.keep(brand));
  return {
    contentType: kind,
    failure,
    structure,
    write: (ai: AiSession) => {
      const sent = again ? againMessages(messages(), again.instruction) : messages();
      if (ai.provider) return ai.provider.streamText(sent, reply);
      return ai.composed(sent, again ? againComposed(compose(), again.instruction) : compose());
    },
    saved: (tx, written) =>
      saved(tx, {
        ...written,
        structured: written.structured as ResultOf<K>,
        keep: (keptBrand, changes) =>
          saveHistoryItem(tx, context, {
            contentType: kind,
            title,
            content: changes?.content ?? written.text,
            // Its inputs are kept, so it can be generated again with an instruction.
            metadata: merged({ input }, parts.metadata, written.metadata, changes?.metadata),
            brand: keptBrand,
            ...(again && {
              onto: again.historyId,
              made: "regenerated" as const,
              instruction: again.instruction,
            }),
          }),
      }),
    landing: { lands, access, brand, postId, how: { made: "generated" } },
  };
}

/** The tool's prompt with the instruction for this new version, as the user's text. */
function againMessages(messages: ChatMessage[], instruction: string): ChatMessage[] {
  const last = messages.at(-1);
  if (!last) return messages;
  const asked = block(
    "Esta é uma nova versão de um conteúdo já gerado. Siga também esta instrução",
    tagged("alteracao", instruction),
  );
  return [...messages.slice(0, -1), { ...last, content: `${last.content}\n\n${asked}` }];
}

/** Offline, an instruction can only be one of the quick commands, applied to the draft. */
function againComposed(draft: string, instruction: string): string {
  const changed = applyQuickCommand(draft, instruction);
  if ("why" in changed) throw new DemoUnsupportedError(changed.why);
  return changed.text;
}

/**
 * Before an edit or variations of a saved item: the post it writes onto (if its tool has one,
 * and it still exists) is one the member may see, of the item's brand. The write
 * checks it again in its own transaction.
 */
export async function ensureItemPost(
  db: Database,
  access: ToolContext["access"],
  tool: Pick<ServerTool<ToolKind>, "postOf">,
  item: { brandId: string | null; metadata: Metadata },
) {
  await ensureLandingPost(db, access, {
    postId: tool.postOf?.(item.metadata),
    brandId: item.brandId,
  });
}
