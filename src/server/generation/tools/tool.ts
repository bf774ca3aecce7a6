import { type ToolInput, type ToolKind, toolOf } from "../../../shared/generation/tools.ts";
import type { VersionOrigin } from "../../../shared/generation/versions.ts";
import type { AiSession } from "../../ai/meter.ts";
import type { ChatMessage, ChatOptions } from "../../ai/provider.ts";
import { type BrandVoice, brandVoice } from "../../brands/service.ts";
import type { Database } from "../../db/client.ts";
import { ensurePostOfBrand } from "../../plans/service.ts";
import { ensureMayGoWithoutBrand, type WorkspaceAccess } from "../../workspaces/access.ts";
import { tagged } from "../guardrails.ts";
import { applyQuickCommand } from "../offline-edit.ts";
import { block } from "../prompts.ts";
import {
  type BrandLabel,
  DemoUnsupportedError,
  type FailureTexts,
  type GenerationJob,
  type ItemOwner,
  type Saved,
  saveHistoryItem,
  type Written,
} from "../service.ts";

/** Who runs a tool, and when: a tool checks the brand it is asked for against their access. */
export type ToolContext = ItemOwner & {
  db: Database;
  now: Date;
  /** "Gerar novamente com uma instrução": the item the run becomes a version of (decision 043). */
  again?: Again;
};

/** A run again of a saved item's tool, on its inputs, with an instruction. */
export type Again = { historyId: string; instruction: string };

/** The server's half of a tool of the registry (src/shared/generation/tools.ts). */
export type ServerTool<K extends ToolKind> = {
  /** One run: its text comes from the model, or from the offline composer without one. A
   * brand that is not the account's own is refused here, before anything is generated. */
  job: (input: ToolInput<K>, context: ToolContext) => Promise<GenerationJob>;
  /** How the edit chat treats its results, when they are more than text (the caption's fields). */
  edit?: ToolEdit;
  /** "Gerar 3 opções" on its results: the part the options replace (decision 043). */
  variations?: ToolVariations;
  /**
   * The post a saved result writes onto when edited or varied (the caption's), from its
   * metadata: checked against the member's access and the item's brand before the AI writes.
   */
  postOf?: (metadata: Metadata) => string | null;
};

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
  /** The offline composer's options, different from each other and from the part. */
  compose: (part: string) => string[];
  /** The result with an option in place of its part, the tool's rules kept. */
  apply: (option: string, item: ItemText, words: BrandVoice | null) => ItemText;
  /**
   * Writes of the option picked beyond its item (the post's caption, as the post's version made
   * as `how` says), in its transaction.
   */
  chosen?: (
    tx: Database,
    access: WorkspaceAccess,
    item: ItemText & { brandId: string | null },
    how: VersionOrigin,
  ) => Promise<void>;
};

type Metadata = Record<string, unknown> | null;

/** An AI edit of a tool's result: the shape the model keeps, and how the new version is kept. */
export type ToolEdit = {
  /** What the model is told to keep (its sections, its channel's limits), from the item's metadata. */
  rules: (metadata: Metadata) => string;
  /**
   * The edited text as the history's new item keeps it (its fields read back, the rules kept),
   * after every other write the edit makes, in the generation's transaction (the post's caption).
   */
  saved: (
    tx: Database,
    access: WorkspaceAccess,
    /**
     * `instruction`: what the member asked (the post's version says it was made so); `brandId`:
     * the item's brand, which the post it writes onto must be of.
     */
    edit: {
      text: string;
      metadata: Metadata;
      words: BrandVoice | null;
      instruction: string;
      brandId: string | null;
    },
  ) => Promise<{ content: string; metadata: Metadata }>;
};

/** A tool's result as its `saved` sees it, with `keep` to insert it as the history's item. */
export type ToolResult = Written & {
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

/** A tool's run: the model's prompts or the offline composer's draft, titled by the registry. */
export function toolJob<K extends ToolKind>(
  kind: K,
  input: ToolInput<K>,
  context: ToolContext,
  parts: {
    failure: FailureTexts;
    messages: () => ChatMessage[];
    compose: () => string;
    /** The call's options: `max_tokens` sized for the longest reply the tool asks for. */
    reply: ChatOptions;
    /** Kept with the item (e.g. the Prompt Mãe a reuse starts from). */
    metadata?: Record<string, unknown>;
    structure?: GenerationJob["structure"];
    /** Every write of the result (default: the item alone, with its chosen brand). */
    saved: (tx: Database, result: ToolResult) => Promise<Saved>;
  },
): GenerationJob {
  const title = (toolOf(kind).title as (input: ToolInput<K>) => string)(input);
  const { messages, compose, reply, structure, failure } = parts;
  const { again } = context;
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
      parts.saved(tx, {
        ...written,
        keep: (brand, changes) =>
          saveHistoryItem(tx, context, {
            contentType: kind,
            title,
            content: changes?.content ?? written.text,
            // Its inputs are kept, so it can be generated again with an instruction.
            metadata: merged({ input }, parts.metadata, written.metadata, changes?.metadata),
            brand,
            ...(again && {
              onto: again.historyId,
              made: "regenerated" as const,
              instruction: again.instruction,
            }),
          }),
      }),
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
  if (changed === null) throw new DemoUnsupportedError();
  return changed;
}

/**
 * Before an edit or variations of a saved item: the post it writes onto (if its tool has one,
 * and it still exists) is one the member may see, of the item's brand. The write
 * checks it again in its own transaction.
 */
export async function ensureItemPost(
  db: Database,
  access: WorkspaceAccess,
  tool: Pick<ServerTool<ToolKind>, "postOf">,
  item: { brandId: string | null; metadata: Metadata },
) {
  const postId = tool.postOf?.(item.metadata);
  if (postId) await ensurePostOfBrand(db, access, postId, item.brandId);
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
