import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A chat-completions or embeddings request as the fake received it. */
export type FakeRequest = {
  path: string;
  headers: IncomingMessage["headers"];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: JsonSchema };
    };
    tools?: {
      type: string;
      function: { name: string; parameters: JsonSchema; strict?: boolean };
    }[];
    tool_choice?: { type: string; function: { name: string } };
    temperature?: number;
    max_tokens?: number;
    stream_options?: { include_usage?: boolean };
    /** How many replies a (non-streamed) request asks for. */
    n?: number;
    /** An embeddings request's texts. */
    input?: string | string[];
    [key: string]: unknown;
  };
  /** The usage the fake reported for it (none when the stream did not ask, or reply.usage null). */
  reportedUsage?: FakeUsage;
};

/** The part of a JSON schema the fake reads: an object's required keys. */
export type JsonSchema = { required?: string[]; [key: string]: unknown };

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** How the fake answers one request. */
export type FakeReply = {
  /** HTTP status; anything but 200 answers an OpenAI-style error body. Default 200. */
  status?: number;
  /** The reply's text: streamed in `chunks` when the request streams, else one message. */
  content?: string;
  /**
   * The texts of a request's `n` replies, one a choice (default: `content` for each of the `n`);
   * fewer than `n` answers as a server that ignores `n` does.
   */
  choices?: string[];
  /** The pieces of a streamed reply (default: `content` split after each space). */
  chunks?: string[];
  /** Waits before the response starts (headers): to trigger the client's timeout. */
  headersDelayMs?: number;
  /** Waits after the headers before the first streamed chunk: the provider's first-token time. */
  firstChunkDelayMs?: number;
  /** Waits between streamed chunks: a model writing at its own pace. */
  chunkDelayMs?: number;
  /** After the first streamed chunk, waits for this before sending the rest. */
  holdAfterFirstChunk?: Promise<unknown>;
  /** A body that is not the API's at all (a proxy's HTML page, broken JSON), sent as is. */
  raw?: { contentType: string; body: string };
  /** Extra response headers. Error replies default to `retry-after-ms: 1` (fast retries). */
  headers?: Record<string, string>;
  /**
   * The usage to report; default: a count of its own (prompt: a token per 3 characters of the
   * messages; completion: one per chunk). null: report none, as some compatible servers do.
   */
  usage?: Omit<FakeUsage, "total_tokens"> | null;
  /** Why the reply ended (default "stop"); "length" is a reply cut at `max_tokens`. */
  finishReason?: "stop" | "length";
  /** An embeddings request's vectors, one per text (default: `wordVector` of each). */
  embeddings?: number[][];
};

export type FakeResponder = (request: FakeRequest) => FakeReply;

export type FakeOpenAI = {
  /** The base URL to give OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Replies for the next requests, used once each, in order, before the responder. */
  enqueue: (...replies: FakeReply[]) => void;
  /** Answers requests when the queue is empty (default: a short Portuguese text). */
  setResponder: (responder: FakeResponder) => void;
  /** Forgets the queue and the recorded requests and restores the default responder. */
  reset: () => void;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultResponder: FakeResponder = () => ({ content: "Texto gerado pela IA de teste." });

async function readJson(req: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString("utf8") || "{}");
  } catch {
    return {};
  }
}

function usageFor(request: FakeRequest, reply: FakeReply, chunks: number): FakeUsage | undefined {
  if (reply.usage === null) return undefined;
  const characters = (request.body.messages ?? []).reduce((n, m) => n + m.content.length, 0);
  const usage = reply.usage ?? {
    prompt_tokens: Math.ceil(characters / 3),
    completion_tokens: chunks,
  };
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

/** A reply's words, each with the space after it: its streamed chunks, its completion tokens. */
const piecesOf = (text: string) => text.match(/\S*\s*/g)?.filter(Boolean) ?? [];

/**
 * A text's default embedding: its words (accents and case aside) counted into 64 buckets, so
 * a text is like itself and unlike one in other words, as far as the fake can tell.
 */
export function wordVector(text: string): number[] {
  const vector = Array.from({ length: 64 }, () => 0);
  const words = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  for (const word of words ?? []) {
    let hash = 0;
    for (const char of word) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 64;
    vector[hash] = (vector[hash] ?? 0) + 1;
  }
  return vector;
}

/** As OpenAI answers POST /v1/embeddings (floats asked), a token a word counted. */
function embeddingsBody(request: FakeRequest, reply: FakeReply) {
  const input = request.body.input ?? [];
  const texts = Array.isArray(input) ? input : [input];
  const vectors = reply.embeddings ?? texts.map(wordVector);
  const tokens = texts.reduce((n, text) => n + piecesOf(text).length, 0);
  return {
    object: "list",
    data: vectors.map((embedding, index) => ({ object: "embedding", index, embedding })),
    model: request.body.model ?? "fake-embeddings",
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

const chunkOf = (model: string, delta: Record<string, string>, finish: string | null = null) => ({
  id: "chatcmpl-fake",
  object: "chat.completion.chunk",
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, delta, finish_reason: finish }],
});

async function answer(request: FakeRequest, reply: FakeReply, res: ServerResponse) {
  if (reply.headersDelayMs) await sleep(reply.headersDelayMs);
  if (res.destroyed) return;
  const status = reply.status ?? 200;
  const model = request.body.model ?? "fake-model";
  if (reply.raw) {
    res.writeHead(status, { "content-type": reply.raw.contentType, ...reply.headers });
    res.end(reply.raw.body);
    return;
  }
  if (status !== 200) {
    res.writeHead(status, {
      "content-type": "application/json",
      "retry-after-ms": "1",
      ...reply.headers,
    });
    res.end(
      JSON.stringify({ error: { message: `fake error ${status}`, type: "fake", code: null } }),
    );
    return;
  }
  if (request.path.endsWith("/embeddings")) {
    res.writeHead(200, { "content-type": "application/json", ...reply.headers });
    res.end(JSON.stringify(embeddingsBody(request, reply)));
    return;
  }
  const content = reply.content ?? "";
  const chunks = reply.chunks ?? piecesOf(content);
  const finish = reply.finishReason ?? "stop";
  if (!request.body.stream) {
    const completion = (choices: unknown[]) => {
      res.writeHead(200, { "content-type": "application/json", ...reply.headers });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices,
          ...(request.reportedUsage ? { usage: request.reportedUsage } : {}),
        }),
      );
    };
    const texts = reply.choices ?? Array.from({ length: request.body.n ?? 1 }, () => content);
    if (texts.length > 1 || reply.choices) {
      // As OpenAI counts `n`: the prompt once, every choice's completion tokens.
      const words = texts.reduce((n, text) => n + piecesOf(text).length, 0);
      request.reportedUsage = usageFor(request, reply, words);
      completion(
        texts.map((text, index) => ({
          index,
          message: { role: "assistant", content: text },
          finish_reason: finish,
        })),
      );
      return;
    }
    request.reportedUsage = usageFor(request, reply, chunks.length);
    // Asked for a tool call, the fake makes it: the content is its arguments, as a model's.
    const tool = request.body.tools?.[0]?.function.name;
    const message = tool
      ? {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "call_fake", type: "function", function: { name: tool, arguments: content } },
          ],
        }
      : { role: "assistant", content };
    completion([
      { index: 0, message, finish_reason: tool && finish === "stop" ? "tool_calls" : finish },
    ]);
    return;
  }
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    ...reply.headers,
  });
  res.flushHeaders();
  if (reply.firstChunkDelayMs) await sleep(reply.firstChunkDelayMs);
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  for (const [i, text] of chunks.entries()) {
    if (res.destroyed) return;
    send(chunkOf(model, i === 0 ? { role: "assistant", content: text } : { content: text }));
    if (i === 0 && reply.holdAfterFirstChunk) await reply.holdAfterFirstChunk;
    if (reply.chunkDelayMs && i < chunks.length - 1) await sleep(reply.chunkDelayMs);
  }
  if (res.destroyed) return;
  send(chunkOf(model, {}, finish));
  if (request.body.stream_options?.include_usage) {
    request.reportedUsage = usageFor(request, reply, chunks.length);
    // As OpenAI sends it: a last chunk with no choices, carrying the whole call's usage.
    if (request.reportedUsage)
      send({ ...chunkOf(model, {}), choices: [], usage: request.reportedUsage });
  }
  res.end("data: [DONE]\n\n");
}

/**
 * A local OpenAI-compatible chat-completions server (POST /v1/chat/completions), streaming
 * Server-Sent Events like the real API, and its embeddings (POST /v1/embeddings), scriptable per test: status sequences (429 then 200,
 * 500 three times), delays before the headers or the first token, held streams, any content.
 */
export async function startFakeOpenAI(responder: FakeResponder = defaultResponder) {
  const queue: FakeReply[] = [];
  const requests: FakeRequest[] = [];
  let respond = responder;

  const server = createServer(async (req, res) => {
    res.on("error", () => {});
    const path = req.url ?? "";
    if (
      req.method !== "POST" ||
      !["/chat/completions", "/embeddings"].some((p) => path.endsWith(p))
    ) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const request: FakeRequest = { path, headers: req.headers, body: await readJson(req) };
    requests.push(request);
    await answer(request, queue.shift() ?? respond(request), res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeOpenAI = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    setResponder: (next) => {
      respond = next;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      respond = responder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** The JSON schema a structured request asks its reply to follow (tool call or json_schema). */
export const replySchemaOf = (request: FakeRequest): JsonSchema | undefined =>
  request.body.tools?.[0]?.function.parameters ?? request.body.response_format?.json_schema?.schema;

/** The name of the reply's schema: which structured call it is (a calendar batch, its repair). */
export const replySchemaNameOf = (request: FakeRequest): string | undefined =>
  request.body.tools?.[0]?.function.name ?? request.body.response_format?.json_schema?.name;

/** The slot numbers a calendar request asks for: its schema's keys ("post_12"). */
export const slotIndexesOf = (request: FakeRequest) =>
  (replySchemaOf(request)?.required ?? []).map((key) => Number(key.replace("post_", "")));

/** The first format a slot's schema allows (its channel's), else "Carrossel". */
function formatOf(request: FakeRequest, key: string): string {
  const slot = (replySchemaOf(request)?.properties as Record<string, JsonSchema> | undefined)?.[
    key
  ];
  const format = (slot?.properties as Record<string, { enum?: string[] }> | undefined)?.format;
  return format?.enum?.[0] ?? "Carrossel";
}

/** A valid calendar reply for whatever slots the request's schema asks for. */
export function calendarReply(
  request: FakeRequest,
  fields: (index: number) => Record<string, string> = () => ({}),
) {
  return JSON.stringify(
    Object.fromEntries(
      slotIndexesOf(request).map((index) => [
        `post_${index}`,
        {
          theme: `Tema ${index}`,
          format: formatOf(request, `post_${index}`),
          hook: `Gancho ${index}`,
          callToAction: "Salve este post",
          ...fields(index),
        },
      ]),
    ),
  );
}

/** Streams a strategy's text, then fills the calendar its JSON request asks for. */
export const strategyResponder = (request: FakeRequest) =>
  request.body.stream
    ? { content: "# Estratégia\n\nPosicionamento claro para o Café da Serra." }
    : { content: calendarReply(request) };
