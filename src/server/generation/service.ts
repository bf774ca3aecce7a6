import { and, eq } from "drizzle-orm";
import type { StrategyCalendar } from "../../shared/generation/calendar.ts";
import type {
  BrandInput,
  EditInput,
  ScriptInput,
  StrategyInput,
} from "../../shared/generation/inputs.ts";
import type { ContentType } from "../../shared/generation/options.ts";
import type { StreamEvent } from "../../shared/generation/stream.ts";
import {
  defaultTitle,
  promptTitle,
  scriptTitle,
  strategyTitle,
} from "../../shared/generation/titles.ts";
import { type AiProvider, classifyAiError } from "../ai/provider.ts";
import type { Database } from "../db/client.ts";
import { contentHistory } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";
import { brazilToday, planCalendar } from "./calendar.ts";
import { CalendarReplyError, fillCalendar } from "./calendar-fill.ts";
import { calendarAsText } from "./calendar-text.ts";
import { coalesce } from "./coalesce.ts";
import { composeBrandPrompt, composeScript, composeStrategy } from "./offline-composer.ts";
import { applyQuickCommand, QUICK_COMMANDS_ONLY } from "./offline-edit.ts";
import {
  brandPromptMessages,
  EDIT_OPTIONS,
  editMessages,
  scriptMessages,
  strategyMessages,
} from "./prompts.ts";
import { readOnTurns } from "./stream-turns.ts";

/** The user-facing texts of one tool's failures (§8). */
type FailureTexts = { failed: string; empty: string };

/** Text reaches the page at most 20 times a second, as chat UIs throttle their updates. */
const DELTA_INTERVAL_MS = 50;

const OVERLOADED =
  "O serviço de IA está sobrecarregado no momento. Aguarde alguns instantes e tente novamente.";
const CALENDAR_INVALID =
  "Não foi possível montar o calendário de publicações. Por favor, tente novamente.";

/** What one generation needs: where its text comes from, how it is titled and saved. */
export type GenerationJob = {
  contentType: ContentType;
  failure: FailureTexts;
  /** The text as it is written: by the provider, or the offline composer when it is null. */
  write: (provider: AiProvider | null) => AsyncIterable<string>;
  title: (content: string) => string;
  /** Work after the text (the strategy's calendar): more text, and data for the history. */
  complete?: (provider: AiProvider | null, text: string) => Promise<StrategyCalendar>;
  /** Saved with the item as it is (e.g. the calendar an edited strategy keeps). */
  metadata?: Record<string, unknown> | null;
};

/** The offline composer's text: written at once, so it leaves at once (no artificial delays). */
async function* whole(text: string) {
  yield text;
}

const fromModelOrComposer =
  (messages: () => Parameters<AiProvider["streamText"]>[0], compose: () => string) =>
  (provider: AiProvider | null) =>
    provider ? provider.streamText(messages()) : whole(compose());

export function brandPromptJob(input: BrandInput): GenerationJob {
  return {
    contentType: "prompt",
    failure: {
      failed: "Ocorreu um erro ao gerar seu prompt base.",
      empty: "Ocorreu um erro ao gerar seu prompt base.",
    },
    write: fromModelOrComposer(
      () => brandPromptMessages(input),
      () => composeBrandPrompt(input),
    ),
    title: () => promptTitle(input.brandName),
  };
}

export function strategyJob(input: StrategyInput, now: Date): GenerationJob {
  const plan = planCalendar(input, brazilToday(now));
  return {
    contentType: "strategy",
    failure: {
      failed: "Ocorreu um erro ao gerar a estratégia de marketing. Por favor, tente novamente.",
      empty: "Erro ao gerar a estratégia de marketing.",
    },
    write: fromModelOrComposer(
      () => strategyMessages(input, plan.commercialDates),
      () => composeStrategy(input, plan),
    ),
    title: () => strategyTitle(input.objective, input.productsServices),
    complete: (provider, text) => fillCalendar(provider, input, text, plan),
  };
}

export function scriptJob(input: ScriptInput): GenerationJob {
  return {
    contentType: "script",
    failure: {
      failed: "Ocorreu um erro ao gerar o roteiro de conteúdo. Por favor, tente novamente.",
      empty: "Erro ao gerar o roteiro de conteúdo.",
    },
    write: fromModelOrComposer(
      () => scriptMessages(input),
      () => composeScript(input),
    ),
    title: () => scriptTitle(input.format, input.finalGoal),
  };
}

class DemoUnsupportedError extends Error {}

/**
 * An AI edit. The edited text is saved as a new item of the source's type (the source stays
 * as it was, so nothing is lost); a strategy keeps its calendar. Another user's item is a 404.
 */
export async function editJob(
  db: Database,
  userId: string,
  input: EditInput,
): Promise<GenerationJob> {
  let contentType: ContentType = input.contentType ?? "prompt";
  let metadata: Record<string, unknown> | null = null;
  if (input.historyId) {
    const [source] = await db
      .select({ contentType: contentHistory.contentType, metadata: contentHistory.metadata })
      .from(contentHistory)
      .where(and(eq(contentHistory.id, input.historyId), eq(contentHistory.userId, userId)));
    if (!source) throw errors.notFound("Conteúdo não encontrado.");
    contentType = source.contentType;
    metadata = source.metadata;
  }
  return {
    contentType,
    metadata,
    failure: {
      failed: "Erro ao processar a solicitação com IA. Verifique sua conexão e tente novamente.",
      empty: "Não foi possível gerar o conteúdo modificado.",
    },
    write: (provider) => {
      if (provider) return provider.streamText(editMessages(input), EDIT_OPTIONS);
      const edited = applyQuickCommand(input.content, input.instruction);
      if (edited === null) throw new DemoUnsupportedError();
      return whole(edited);
    },
    title: (content) => defaultTitle(content, contentType),
  };
}

export type GenerationContext = {
  db: Database;
  provider: AiProvider | null;
  logger: Logger;
  userId: string;
  /** Writes one event to the page; a no-op once the page has gone away. */
  emit: (event: StreamEvent) => Promise<void>;
};

/**
 * Runs a job to the end and saves the result to the user's history. It does not stop when
 * the page goes away: only the writing to the page does. A failure saves nothing and ends
 * with an `error` event carrying the Portuguese text of §8.
 */
export async function runGeneration(job: GenerationJob, ctx: GenerationContext): Promise<void> {
  const { emit } = ctx;
  const fail = (code: string, message: string) => emit({ type: "error", code, message });
  await emit({ type: "start", demo: ctx.provider === null });
  try {
    let text = "";
    for await (const piece of coalesce(readOnTurns(job.write(ctx.provider)), {
      minIntervalMs: DELTA_INTERVAL_MS,
    })) {
      text += piece;
      await emit({ type: "delta", text: piece });
    }
    if (text.trim().length === 0) return await fail("AI_EMPTY", job.failure.empty);

    let metadata = job.metadata ?? null;
    if (job.complete) {
      const calendar = await job.complete(ctx.provider, text);
      await emit({ type: "calendar", calendar });
      const section = calendarAsText(calendar);
      await emit({ type: "delta", text: section });
      text += section;
      metadata = { ...metadata, calendar };
    }

    const title = job.title(text);
    const [saved] = await ctx.db
      .insert(contentHistory)
      .values({ userId: ctx.userId, contentType: job.contentType, title, content: text, metadata })
      .returning({ id: contentHistory.id });
    if (!saved) throw new Error("history insert returned no row");
    await emit({ type: "done", historyId: saved.id, title, content: text });
  } catch (error) {
    if (error instanceof DemoUnsupportedError)
      return await fail("DEMO_UNSUPPORTED", QUICK_COMMANDS_ONLY);
    if (error instanceof CalendarReplyError) {
      ctx.logger.warn({ err: error }, "calendar reply invalid after repair");
      return await fail("CALENDAR_INVALID", CALENDAR_INVALID);
    }
    const kind = classifyAiError(error);
    ctx.logger.error({ err: error, kind, contentType: job.contentType }, "generation failed");
    if (kind === "overloaded") return await fail("AI_OVERLOADED", OVERLOADED);
    await fail(kind === "timeout" ? "AI_TIMEOUT" : "AI_FAILED", job.failure.failed);
  }
}
