import { and, eq } from "drizzle-orm";
import type { StrategyCalendar } from "../../shared/generation/calendar.ts";
import type { EditInput } from "../../shared/generation/inputs.ts";
import type { StreamEvent } from "../../shared/generation/stream.ts";
import { defaultTitle } from "../../shared/generation/titles.ts";
import { type ToolKind, toolOf } from "../../shared/generation/tools.ts";
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
import { CalendarReplyError } from "./tools/strategy/calendar-fill.ts";
import { calendarAsText } from "./tools/strategy/calendar-text.ts";

/** What the user reads when one tool fails: its own words, not the provider's. */
export type FailureTexts = { failed: string; empty: string };

/** Text reaches the page at most 20 times a second, as chat UIs throttle their updates. */
const DELTA_INTERVAL_MS = 50;

const OVERLOADED =
  "O serviço de IA está sobrecarregado no momento. Aguarde alguns instantes e tente novamente.";
const CALENDAR_INVALID =
  "Não foi possível montar o calendário de publicações. Por favor, tente novamente.";

/** What one generation needs: where its text comes from, how it is titled and saved. */
export type GenerationJob = {
  contentType: ToolKind;
  failure: FailureTexts;
  /** The text as it is written: by the provider, or the offline composer without one. */
  write: (ai: AiSession) => AsyncIterable<string>;
  title: (content: string) => string;
  /** Work after the text (the strategy's calendar): more text, and data for the history. */
  complete?: (ai: AiSession, text: string) => Promise<StrategyCalendar>;
  /** Saved with the item as it is (e.g. the calendar an edited strategy keeps). */
  metadata?: Record<string, unknown> | null;
  /** Whose voice the text is in, once it is written: the item keeps the brand's name. */
  brand?: (text: string) => Promise<BrandLabel | null>;
  /** The text an edit started from: the same text back is not a new item. */
  source?: string;
  /**
   * Work that belongs with the saved item, in the transaction that inserts it (the strategy's
   * plan, the script's link to its post): if it fails, nothing is saved.
   */
  saved?: (tx: Database, item: SavedItem) => Promise<SavedLinks | undefined>;
};

/** The history item just inserted, as a job's `saved` hook sees it. */
export type SavedItem = {
  historyId: string;
  title: string;
  brand: BrandLabel | null;
  calendar: StrategyCalendar | null;
};

/** What a `saved` hook made of the item, for the `done` event. */
export type SavedLinks = { planId: string };

/** The brand an item is labelled with (its name stays when the brand is deleted). */
export type BrandLabel = { id: string | null; brandName: string };

class DemoUnsupportedError extends Error {}

/**
 * An AI edit. The edited text is saved as a new item of the source's type (the source stays
 * as it was, so nothing is lost); a strategy keeps its calendar. An item the member may not
 * see is a 404.
 */
export async function editJob(
  db: Database,
  access: WorkspaceAccess,
  input: EditInput,
): Promise<GenerationJob> {
  let contentType: ToolKind = input.contentType ?? "prompt";
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
    metadata,
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
    title: (content) => defaultTitle(content, toolOf(contentType).label),
    brand: async () => brand,
  };
}

export type GenerationContext = {
  db: Database;
  /** Every AI call of the run goes through it, metered to the user and the paying account. */
  ai: AiSession;
  logger: Logger;
  /** Whose workspace the result is saved in, authored by its member. */
  access: WorkspaceAccess;
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
  if (!done) return;
  // The result is committed: from here on nothing may turn it into an error (issue 27, 11).
  if (done.brandId) {
    await markBrandUsed(ctx.db, done.brandId).catch((error: unknown) =>
      ctx.logger.warn({ err: error }, "brand not marked as used"),
    );
  }
  await ctx.emit(done);
}

/** The job's text, written and saved: the `done` event to send, or null once it failed. */
async function writeAndSave(
  job: GenerationJob,
  ctx: GenerationContext,
): Promise<Extract<StreamEvent, { type: "done" }> | null> {
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

    let metadata = job.metadata ?? null;
    let calendar: StrategyCalendar | null = null;
    if (job.complete) {
      calendar = await job.complete(ctx.ai, text);
      await emit({ type: "calendar", calendar });
      const section = calendarAsText(calendar);
      await emit({ type: "delta", text: section });
      text += section;
      metadata = { ...metadata, calendar };
    }

    const title = job.title(text);
    const brand = (await job.brand?.(text)) ?? null;
    const { historyId, links } = await ctx.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(contentHistory)
        .values({
          workspaceId: ctx.access.workspaceId,
          userId: ctx.access.userId,
          contentType: job.contentType,
          title,
          content: text,
          metadata,
          brandId: brand?.id ?? null,
          brandName: brand?.brandName ?? null,
        })
        .returning({ id: contentHistory.id });
      if (!saved) throw new Error("history insert returned no row");
      const item = { historyId: saved.id, title, brand, calendar };
      return { historyId: saved.id, links: await job.saved?.(tx, item) };
    });
    return {
      type: "done",
      historyId,
      title,
      content: text,
      brandId: brand?.id ?? null,
      planId: links?.planId ?? null,
    };
  } catch (error) {
    // A rule the brand broke at the end (another tab deleted it, the limit filled up).
    if (error instanceof AppError) return await fail(error.code, error.message);
    if (error instanceof DemoUnsupportedError)
      return await fail("DEMO_UNSUPPORTED", QUICK_COMMANDS_ONLY);
    if (error instanceof CalendarReplyError) {
      ctx.logger.warn({ err: error }, "calendar reply invalid after repair");
      return await fail("CALENDAR_INVALID", CALENDAR_INVALID);
    }
    const kind = classifyAiError(error);
    ctx.logger.error({ err: error, kind, contentType: job.contentType }, "generation failed");
    if (kind === "overloaded") return await fail("AI_OVERLOADED", OVERLOADED);
    return await fail(kind === "timeout" ? "AI_TIMEOUT" : "AI_FAILED", job.failure.failed);
  }
}
