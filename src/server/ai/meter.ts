import { and, count, eq, sql } from "drizzle-orm";
import { monthOf, OFFLINE_MODEL } from "../../shared/ai-usage.ts";
import { brazilToday } from "../../shared/dates.ts";
import type { Database } from "../db/client.ts";
import { aiCalls, aiUsageDays, aiUsageMonths } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import type {
  AiProvider,
  ChatMessage,
  ChatOptions,
  CountingProvider,
  TokenUsage,
} from "./provider.ts";
import type { ReplySchema } from "./structured.ts";

/** Whose call it is: the user, the account that pays (payingAccountOf), and the tool. */
export type AiCaller = { userId: string; accountId: string; tool: string; job?: JobAttempt };

/**
 * The generation job's attempt a call is made for (docs/decisions/056): recorded with the call,
 * and told each streamed prompt's estimate, which is charged if the attempt dies mid-stream.
 */
export type JobAttempt = { id: string; attempt: number; prompted?: (promptTokens: number) => void };

/** One generation's access to AI: every call made through it is metered to its caller. */
export type AiSession = {
  /** The provider, metered; null without OPENAI_API_KEY (the offline composer writes). */
  provider: AiProvider | null;
  /** The offline composer's text for this prompt: yields it, then records an estimate. */
  composed(messages: ChatMessage[], text: string): AsyncIterable<string>;
  /** Records the estimate of what the offline composer wrote for this prompt. */
  recordComposed(messages: ChatMessage[], text: string): Promise<void>;
};

/**
 * The only way to the provider: the app is wired with a meter, never with the SDK's
 * provider itself (docs/decisions/030-ai-fair-use.md).
 */
export type AiMeter = {
  /** The configured model, or null when the offline composer writes. */
  model: string | null;
  session(caller: AiCaller): AiSession;
};

/**
 * Tokens of a text when the provider counts none: about four characters each, as
 * OpenAI's tokenizers average on Portuguese prose (rounded up, so an estimate never reads 0).
 */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

const estimateOf = (messages: ChatMessage[], reply: string): TokenUsage => ({
  promptTokens: estimateTokens(messages.map((m) => m.content).join("\n")),
  completionTokens: estimateTokens(reply),
});

/**
 * One call in the call log and in the month's and the day's totals, in one statement: the
 * totals never disagree with the calls. Month and day are Brazil's.
 */
export function recordCall(
  db: Database,
  call: AiCaller & TokenUsage & { model: string; estimated: boolean; at: Date },
) {
  const day = brazilToday(call.at);
  const tokens = call.promptTokens + call.completionTokens;
  return db.execute(sql`
    with logged as (
      insert into ${aiCalls} (user_id, account_id, tool, model, prompt_tokens, completion_tokens, estimated, job_id, attempt, created_at)
      values (${call.userId}, ${call.accountId}, ${call.tool}, ${call.model}, ${call.promptTokens},
              ${call.completionTokens}, ${call.estimated}, ${call.job?.id ?? null},
              ${call.job?.attempt ?? null}, ${call.at})
    ), month as (
      insert into ${aiUsageMonths} as m (account_id, month, prompt_tokens, completion_tokens, tokens, calls)
      values (${call.accountId}, ${monthOf(day)}, ${call.promptTokens}, ${call.completionTokens}, ${tokens}, 1)
      on conflict (account_id, month) do update set
        prompt_tokens = m.prompt_tokens + excluded.prompt_tokens,
        completion_tokens = m.completion_tokens + excluded.completion_tokens,
        tokens = m.tokens + excluded.tokens,
        calls = m.calls + 1
    )
    insert into ${aiUsageDays} as d (day, prompt_tokens, completion_tokens, tokens, calls)
    values (${day}, ${call.promptTokens}, ${call.completionTokens}, ${tokens}, 1)
    on conflict (day) do update set
      prompt_tokens = d.prompt_tokens + excluded.prompt_tokens,
      completion_tokens = d.completion_tokens + excluded.completion_tokens,
      tokens = d.tokens + excluded.tokens,
      calls = d.calls + 1
  `);
}

/** Whether a call of this job's attempt is recorded (a lost attempt is charged only if none is). */
export async function attemptRecorded(db: Database, job: { id: string; attempt: number }) {
  const [recorded] = await db
    .select({ calls: count() })
    .from(aiCalls)
    .where(and(eq(aiCalls.jobId, job.id), eq(aiCalls.attempt, job.attempt)));
  return (recorded?.calls ?? 0) > 0;
}

/**
 * Wraps the SDK's provider (or its absence) so that every call is recorded once it ends:
 * the provider's count when it gives one, else an estimate of what was sent and received
 * (a stream cut short is recorded as far as it went). Recording is awaited, so the usage
 * is in the database before the result is, but a failure to record never fails a call.
 */
export function createAiMeter(
  db: Database,
  counting: CountingProvider | null,
  logger: Logger,
  /** Told of each call recorded, after it is: the allowance's thresholds (decision 061). */
  recorded?: (accountId: string, at: Date) => Promise<unknown>,
): AiMeter {
  const record = async (
    caller: AiCaller,
    model: string,
    usage: TokenUsage | null,
    estimate: () => TokenUsage,
  ) => {
    try {
      const at = new Date();
      await recordCall(db, {
        ...caller,
        ...(usage ?? estimate()),
        model,
        estimated: usage === null,
        at,
      });
      await recorded?.(caller.accountId, at);
    } catch (error) {
      logger.error({ err: error, tool: caller.tool }, "AI usage not recorded");
    }
  };

  // An embedding writes nothing: its tokens are the texts sent.
  const embedder =
    (caller: AiCaller, embeddings: NonNullable<CountingProvider["embeddings"]>) =>
    async (texts: string[]) => {
      const { vectors, usage } = await embeddings.embed(texts);
      await record(caller, embeddings.model, usage, () => ({
        promptTokens: estimateTokens(texts.join("\n")),
        completionTokens: 0,
      }));
      return vectors;
    };

  const metered = (caller: AiCaller, provider: CountingProvider): AiProvider => ({
    async *streamText(messages: ChatMessage[], options: ChatOptions) {
      let reported: TokenUsage | null = null;
      let text = "";
      caller.job?.prompted?.(estimateOf(messages, "").promptTokens);
      try {
        for await (const piece of provider.streamText(messages, options, (usage) => {
          reported = usage;
        })) {
          text += piece;
          yield piece;
        }
      } finally {
        // A request refused before any text (an HTTP error) is not billed by providers.
        if (reported || text) {
          await record(caller, provider.model, reported, () => estimateOf(messages, text));
        }
      }
    },
    async completeStructured(messages: ChatMessage[], options: ChatOptions, schema: ReplySchema) {
      const { usage, ...reply } = await provider.completeStructured(messages, options, schema);
      await record(caller, provider.model, usage, () => estimateOf(messages, reply.text));
      return reply;
    },
    choices: provider.choices,
    ...(provider.embeddings && { embed: embedder(caller, provider.embeddings) }),
    async completeChoices(messages: ChatMessage[], options: ChatOptions, n: number) {
      const { usage, ...reply } = await provider.completeChoices(messages, options, n);
      // One call, one record: its usage counts the prompt once and every reply (decision 043).
      await record(caller, provider.model, usage, () =>
        estimateOf(messages, reply.texts.join("\n")),
      );
      return reply;
    },
  });

  return {
    model: counting?.model ?? null,
    session: (caller) => {
      const recordComposed = (messages: ChatMessage[], text: string) =>
        record(caller, OFFLINE_MODEL, null, () => estimateOf(messages, text));
      return {
        provider: counting ? metered(caller, counting) : null,
        recordComposed,
        async *composed(messages, text) {
          caller.job?.prompted?.(estimateOf(messages, "").promptTokens);
          yield text;
          await recordComposed(messages, text);
        },
      };
    },
  };
}
