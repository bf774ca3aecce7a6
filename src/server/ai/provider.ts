import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { Env } from "../env.ts";
import { type ChoicesMode, choicesModeOf } from "./choices.ts";
import { embeddingModelOf } from "./embeddings.ts";
import { type ReplySchema, structuredModeOf, structuredRequest } from "./structured.ts";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
/**
 * `maxTokens` bounds every call's reply (and so its cost) and `temperature` its variety: each
 * tool sets both beside its prompts.
 */
export type ChatOptions = { temperature: number; maxTokens: number };

/** A structured reply: its JSON text, and whether the model stopped at `max_tokens`. */
export type StructuredReply = { text: string; cut: boolean };

/** Several replies to one prompt (`n`), whole: their texts, and whether any was cut. */
export type ChoicesReply = { texts: string[]; cut: boolean };

/** Tokens a call consumed, as the provider reports them. */
export type TokenUsage = { promptTokens: number; completionTokens: number };

/** An OpenAI-compatible chat-completions provider, as generation uses it. */
export type AiProvider = {
  /** The reply's text, piece by piece, as the model writes it. */
  streamText(messages: ChatMessage[], options: ChatOptions): AsyncIterable<string>;
  /** The whole reply following `reply`'s JSON schema (structured.ts), unparsed. */
  completeStructured(
    messages: ChatMessage[],
    options: ChatOptions,
    reply: ReplySchema,
  ): Promise<StructuredReply>;
  /** Whether one call may ask for several replies (AI_CHOICES, choices.ts). */
  choices: ChoicesMode;
  /** `n` whole replies in one call (fewer when the server ignores `n`). */
  completeChoices(messages: ChatMessage[], options: ChatOptions, n: number): Promise<ChoicesReply>;
  /** Each text's embedding, in order; absent when no embeddings model is configured. */
  embed?: (texts: string[]) => Promise<number[][]>;
};

/**
 * The SDK's side of a provider: each call also reports the usage the provider counted (null
 * when it reports none). Only the meter (meter.ts) holds one; generation sees AiProvider.
 */
export type CountingProvider = {
  model: string;
  streamText(
    messages: ChatMessage[],
    options: ChatOptions,
    report: (usage: TokenUsage | null) => void,
  ): AsyncIterable<string>;
  completeStructured(
    messages: ChatMessage[],
    options: ChatOptions,
    reply: ReplySchema,
  ): Promise<StructuredReply & { usage: TokenUsage | null }>;
  choices: ChoicesMode;
  /** One call's replies; the usage counts the prompt once and every reply's tokens. */
  completeChoices(
    messages: ChatMessage[],
    options: ChatOptions,
    n: number,
  ): Promise<ChoicesReply & { usage: TokenUsage | null }>;
  /** The embeddings model and its call (AI_EMBEDDING_MODEL), when one is configured. */
  embeddings?: {
    model: string;
    embed(texts: string[]): Promise<{ vectors: number[][]; usage: TokenUsage | null }>;
  };
};

const usageOf = (usage: OpenAI.CompletionUsage | null | undefined): TokenUsage | null =>
  usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : null;

/** Why a provider call failed, as far as the user needs to know. */
export type AiFailure = "overloaded" | "timeout" | "failed";

/** The provider went silent mid-stream for longer than the timeout. */
export class AiStallError extends Error {}

/**
 * The model stopped at `max_tokens` (`finish_reason: "length"`): the text is cut, so it is
 * never saved as done.
 */
export class AiCutError extends Error {}

export function classifyAiError(error: unknown): AiFailure {
  if (error instanceof AiStallError || error instanceof APIConnectionTimeoutError) return "timeout";
  if (error instanceof APIError && error.status === 429) return "overloaded";
  return "failed";
}

/**
 * The provider configured by OPENAI_*, or null when there is no key (the offline composer
 * writes instead). The SDK retries 408, 409, 429, 5xx and connection errors twice with
 * backoff, and bounds each attempt by AI_TIMEOUT_MS until the reply starts; a stream that
 * then stalls for as long is cut by us. Calls are deliberately not tied to the browser's
 * request: a generation finishes, and is saved, even when the page went away.
 */
export function createAiProvider(
  env: Pick<
    Env,
    | "OPENAI_API_KEY"
    | "OPENAI_BASE_URL"
    | "AI_MODEL"
    | "AI_TIMEOUT_MS"
    | "AI_STRUCTURED_OUTPUT"
    | "AI_CHOICES"
  > &
    Partial<Pick<Env, "AI_EMBEDDING_MODEL">>,
): CountingProvider | null {
  if (!env.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    maxRetries: 2,
    timeout: env.AI_TIMEOUT_MS,
  });
  const model = env.AI_MODEL;
  const mode = structuredModeOf(model, env.AI_STRUCTURED_OUTPUT);
  const embeddingModel = embeddingModelOf({
    AI_EMBEDDING_MODEL: env.AI_EMBEDDING_MODEL ?? "auto",
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
  });

  return {
    model,
    choices: choicesModeOf(env),
    async *streamText(messages, options, report) {
      const controller = new AbortController();
      let stalled = false;
      let timer: NodeJS.Timeout | undefined;
      // One timer per stream, pushed back by every chunk (refresh allocates nothing).
      const armStallTimer = () => {
        timer ??= setTimeout(() => {
          stalled = true;
          controller.abort();
        }, env.AI_TIMEOUT_MS);
        timer.refresh();
      };
      try {
        const stream = await client.chat.completions.create(
          {
            model,
            messages,
            stream: true,
            // The last chunk then carries the usage (its choices empty).
            stream_options: { include_usage: true },
            temperature: options.temperature,
            max_tokens: options.maxTokens,
          },
          { signal: controller.signal },
        );
        armStallTimer();
        let usage: TokenUsage | null = null;
        let finish: string | null = null;
        for await (const chunk of stream) {
          armStallTimer();
          usage = usageOf(chunk.usage) ?? usage;
          const choice = chunk.choices[0];
          finish = choice?.finish_reason ?? finish;
          const text = choice?.delta?.content;
          if (text) yield text;
        }
        report(usage);
        // The SDK ends an aborted stream quietly: a stall must not pass for a complete reply.
        if (stalled) throw new AiStallError();
        if (finish === "length") throw new AiCutError();
      } catch (error) {
        if (stalled && error instanceof APIUserAbortError) throw new AiStallError();
        throw error;
      } finally {
        clearTimeout(timer);
        if (!controller.signal.aborted) controller.abort();
      }
    },

    async completeStructured(messages, options, reply) {
      const completion = await client.chat.completions.create({
        model,
        messages,
        ...structuredRequest(mode, reply),
        temperature: options.temperature,
        max_tokens: options.maxTokens,
      });
      const choice = completion.choices[0];
      const call = choice?.message?.tool_calls?.[0];
      const text =
        (call?.type === "function" ? call.function.arguments : null) ??
        choice?.message?.content ??
        "";
      return { text, cut: choice?.finish_reason === "length", usage: usageOf(completion.usage) };
    },

    async completeChoices(messages, options, n) {
      const completion = await client.chat.completions.create({
        model,
        messages,
        // Sent only when more than one is asked: some compatible servers refuse the field.
        ...(n > 1 ? { n } : {}),
        temperature: options.temperature,
        max_tokens: options.maxTokens,
      });
      return {
        texts: completion.choices.map((choice) => choice.message?.content ?? ""),
        cut: completion.choices.some((choice) => choice.finish_reason === "length"),
        usage: usageOf(completion.usage),
      };
    },

    ...(embeddingModel && {
      embeddings: {
        model: embeddingModel,
        async embed(texts: string[]) {
          // Floats asked for: the SDK's default (base64) is decoded into typed arrays.
          const response = await client.embeddings.create({
            model: embeddingModel,
            input: texts,
            encoding_format: "float",
          });
          const vectors = response.data
            .toSorted((a, b) => a.index - b.index)
            .map((item) => item.embedding);
          const usage = response.usage
            ? { promptTokens: response.usage.prompt_tokens, completionTokens: 0 }
            : null;
          return { vectors, usage };
        },
      },
    }),
  };
}
