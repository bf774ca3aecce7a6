import { and, eq } from "drizzle-orm";
import type { EditInput } from "../../shared/generation/inputs.ts";
import type { StreamEvent } from "../../shared/generation/stream.ts";
import { defaultTitle } from "../../shared/generation/titles.ts";
import { BRAND_BASE_KIND, type ToolKind, toolOf } from "../../shared/generation/tools.ts";
import type { AiSession } from "../ai/meter.ts";
import { classifyAiError } from "../ai/provider.ts";
import { REPLY_LIMITS } from "../ai/reply-limits.ts";
import { type BrandVoice, brandVoice, markBrandUsed } from "../brands/service.ts";
import type { Database } from "../db/client.ts";
import { contentHistory } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";
import { visibleIn, type WorkspaceAccess } from "../workspaces/access.ts";
import { coalesce } from "./coalesce.ts";
import { applyQuickCommand, QUICK_COMMANDS_ONLY } from "./offline-edit.ts";
import { editMessages } from "./prompts.ts";
import { readOnTurns } from "./stream-turns.ts";

/** What the user reads when one tool fails: its own words, not the provider's. */
export type FailureTexts = { failed: string; empty: string };

/** Text reaches the page at most 20 times a second, as chat UIs throttle their updates. */
const DELTA_INTERVAL_MS = 50;

const OVERLOADED =
  "O serviço de IA está sobrecarregado no momento. Aguarde alguns instantes e tente novamente.";

/** What one generation needs: where its text comes from, its optional structured step, and
 * how it is saved. The runner knows no tool: each one's job supplies these. */
export type GenerationJob = {
  /** The kind of what it makes, for the logs. */
  contentType: ToolKind;
  failure: FailureTexts;
  /** The text as it is written: by the provider, or the offline composer without one. */
  write: (ai: AiSession) => AsyncIterable<string>;
  /** Work after the text (the strategy's calendar), its own AI calls metered like the text's. */
  structure?: (ai: AiSession, text: string) => Promise<StructuredStep>;
  /** The text an edit started from: the same text back is not a new item. */
  source?: string;
  /**
   * Every write of the result, in one transaction: the history item, the brand it marks as
   * used, and whatever the tool keeps with it (a plan, a post's script or caption). If any
   * of it fails, nothing is saved.
   */
  saved: (tx: Database, written: Written) => Promise<Saved>;
};

/** What a structured step adds: events for the page, text to append, data for the history. */
export type StructuredStep = {
  events: StreamEvent[];
  section: string;
  metadata: Record<string, unknown>;
};

/** The finished text, and what the structured step keeps with it. */
export type Written = { text: string; metadata: Record<string, unknown> | null };

/** The saved item as the `done` event reports it. */
export type Saved = Omit<Extract<StreamEvent, { type: "done" }>, "type" | "planId"> & {
  planId?: string | null;
};

/** The brand an item is labelled with (its name stays when the brand is deleted). */
export type BrandLabel = { id: string | null; brandName: string };

/**
 * A reply the model could not get right even after a repair (the strategy's calendar JSON):
 * the user reads `userMessage`, the log the detail.
 */
export class InvalidReplyError extends Error {
  readonly code: string;
  readonly userMessage: string;
  constructor(code: string, userMessage: string, detail: string) {
    super(detail);
    this.code = code;
    this.userMessage = userMessage;
  }
}

/** Who saves a generation's item: the member's workspace and author, and where a lost brand
 * mark is told. */
export type ItemOwner = { access: WorkspaceAccess; logger: Logger };

/**
 * The item a job saves, inserted with its brand's mark in the generation's transaction. The
 * mark only orders the pickers (the brand used last comes first): its own savepoint, so failing
 * it never costs the result (issue 27, finding 11).
 */
export async function saveHistoryItem(
  tx: Database,
  { access, logger }: ItemOwner,
  item: {
    contentType: ToolKind;
    title: string;
    content: string;
    metadata: Record<string, unknown> | null;
    brand: BrandLabel | null;
  },
): Promise<Saved> {
  const { brand } = item;
  const [saved] = await tx
    .insert(contentHistory)
    .values({
      workspaceId: access.workspaceId,
      userId: access.userId,
      contentType: item.contentType,
      title: item.title,
      content: item.content,
      metadata: item.metadata,
      brandId: brand?.id ?? null,
      brandName: brand?.brandName ?? null,
    })
    .returning({ id: contentHistory.id });
  if (!saved) throw new Error("history insert returned no row");
  const brandId = brand?.id;
  if (brandId) {
    await tx
      .transaction((savepoint) => markBrandUsed(savepoint, brandId))
      .catch((error: unknown) => logger.warn({ err: error }, "brand not marked as used"));
  }
  return {
    historyId: saved.id,
    title: item.title,
    content: item.content,
    brandId: brand?.id ?? null,
  };
}

class DemoUnsupportedError extends Error {}

/**
 * An AI edit. The edited text is saved as a new item of the source's type (the source stays
 * as it was, so nothing is lost); a strategy keeps its calendar. An item the member may not
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
  let words: BrandVoice | null = null;
  if (input.historyId) {
    const [source] = await db
      .select({
        contentType: contentHistory.contentType,
        metadata: contentHistory.metadata,
        brandId: contentHistory.brandId,
        brandName: contentHistory.brandName,
      })
      .from(contentHistory)
      .where(and(eq(contentHistory.id, input.historyId), visibleIn(access, contentHistory)));
    if (!source) throw errors.notFound("Conteúdo não encontrado.");
    contentType = source.contentType;
    metadata = source.metadata;
    if (source.brandName) brand = { id: source.brandId, brandName: source.brandName };
    // A deleted brand leaves its name but no words (its id is cleared with it).
    if (source.brandId) words = await brandVoice(db, access, source.brandId);
  }
  return {
    contentType,
    source: input.content,
    failure: {
      failed: "Erro ao processar a solicitação com IA. Verifique sua conexão e tente novamente.",
      empty: "Não foi possível gerar o conteúdo modificado.",
    },
    write: (ai) => {
      const messages = editMessages(input, words);
      if (ai.provider) return ai.provider.streamText(messages, REPLY_LIMITS.edit);
      const edited = applyQuickCommand(input.content, input.instruction);
      if (edited === null) throw new DemoUnsupportedError();
      return ai.composed(messages, edited);
    },
    saved: (tx, { text }) =>
      saveHistoryItem(tx, owner, {
        contentType,
        title: defaultTitle(text, toolOf(contentType).label),
        content: text,
        metadata,
        brand,
      }),
  };
}

export type GenerationContext = {
  db: Database;
  /** Every AI call of the run goes through it, metered to the user and the paying account. */
  ai: AiSession;
  logger: Logger;
  /** Writes one event to the page; a no-op once the page has gone away. */
  emit: (event: StreamEvent) => Promise<void>;
};

/**
 * Runs a job to the end and saves the result to the user's history. It does not stop when
 * the page goes away: only the writing to the page does. A failure saves nothing and ends
 * with an `error` event carrying the tool's Portuguese failure text; an edit that changed nothing
 * saves nothing either and ends with `unchanged`.
 */
export async function runGeneration(job: GenerationJob, ctx: GenerationContext): Promise<void> {
  await ctx.emit({ type: "start", demo: ctx.ai.provider === null });
  const done = await writeAndSave(job, ctx);
  // The result is committed: from here on nothing may turn it into an error (issue 27, 11).
  if (done) await ctx.emit({ type: "done", ...done, planId: done.planId ?? null });
}

/** The job's text, written and saved: what the `done` event reports, or null once it failed. */
async function writeAndSave(job: GenerationJob, ctx: GenerationContext): Promise<Saved | null> {
  const { emit } = ctx;
  const fail = async (code: string, message: string) => {
    await emit({ type: "error", code, message });
    return null;
  };
  try {
    let text = "";
    for await (const piece of coalesce(readOnTurns(job.write(ctx.ai)), {
      minIntervalMs: DELTA_INTERVAL_MS,
    })) {
      text += piece;
      await emit({ type: "delta", text: piece });
    }
    if (text.trim().length === 0) return await fail("AI_EMPTY", job.failure.empty);
    if (job.source !== undefined && text.trim() === job.source.trim()) {
      await emit({ type: "unchanged" });
      return null;
    }

    let metadata: Record<string, unknown> | null = null;
    if (job.structure) {
      const step = await job.structure(ctx.ai, text);
      for (const event of step.events) await emit(event);
      if (step.section) {
        await emit({ type: "delta", text: step.section });
        text += step.section;
      }
      metadata = step.metadata;
    }
    const written = { text, metadata };
    return await ctx.db.transaction((tx) => job.saved(tx, written));
  } catch (error) {
    // A rule the brand broke at the end (another tab deleted it, the limit filled up).
    if (error instanceof AppError) return await fail(error.code, error.message);
    if (error instanceof DemoUnsupportedError)
      return await fail("DEMO_UNSUPPORTED", QUICK_COMMANDS_ONLY);
    if (error instanceof InvalidReplyError) {
      ctx.logger.warn({ err: error, contentType: job.contentType }, "reply invalid after repair");
      return await fail(error.code, error.userMessage);
    }
    const kind = classifyAiError(error);
    ctx.logger.error({ err: error, kind, contentType: job.contentType }, "generation failed");
    if (kind === "overloaded") return await fail("AI_OVERLOADED", OVERLOADED);
    return await fail(kind === "timeout" ? "AI_TIMEOUT" : "AI_FAILED", job.failure.failed);
  }
}
