import type { StreamEvent } from "../../src/shared/generation/stream.ts";

export const BRAND_INPUT = {
  brandName: "Padaria Pão Quente",
  brandDescription: "Padaria artesanal de bairro com fermentação natural.",
  brandLocation: "Belo Horizonte, MG",
  brandProblemSolution: "Pão fresco de verdade, sem conservantes, todas as manhãs.",
  brandValues: "Qualidade, tradição e carinho com a vizinhança.",
};

/** A strategy's input, as the strategy's page sends it. */
export const STRATEGY_INPUT = {
  basePrompt: "Somos a Padaria Pão Quente, padaria artesanal de bairro.",
  objective: "gerar_autoridade",
  productsServices: "Pães de fermentação natural e cafés da manhã",
  frequency: "2-3x_semana",
  channels: ["instagram"],
  tone: "empatico",
};

export type StreamResult = {
  status: number;
  /** ms from sending the request to its job's `start` event (NaN when none came). */
  startMs: number;
  /** ms from sending the request to the first `delta` event (NaN when none came). */
  firstDeltaMs: number;
  /** ms from sending the request to its response's headers (NaN when it failed). */
  headersMs: number;
  /** The server's own phases of the request (its Server-Timing), ms by name. */
  phases: Record<string, number>;
  done: boolean;
  /** The item the `done` event names as saved. */
  historyId: string | null;
  events: number;
};

/** Asks our server for a base prompt and reads its Server-Sent Events to the end. */
export const generatePrompt = (baseUrl: string, cookie: string) =>
  generate(baseUrl, cookie, "prompt", BRAND_INPUT);

/** Asks our server for one tool's generation and reads its Server-Sent Events to the end. */
export async function generate(
  baseUrl: string,
  cookie: string,
  kind: string,
  input: object,
): Promise<StreamResult> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/generate/${kind}`, {
    method: "POST",
    headers: { origin: baseUrl, cookie, "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const headersMs = performance.now() - started;
  let startMs = Number.NaN;
  let firstDeltaMs = Number.NaN;
  let done = false;
  let historyId: string | null = null;
  let events = 0;
  let buffer = "";
  const decoder = new TextDecoder();
  for await (const part of response.body ?? []) {
    buffer += decoder.decode(part, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const data = buffer
        .slice(0, end)
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trim())
        .join("\n");
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      if (!data) continue;
      const event = JSON.parse(data) as StreamEvent;
      events++;
      if (event.type === "start" && Number.isNaN(startMs)) startMs = performance.now() - started;
      if (event.type === "delta" && Number.isNaN(firstDeltaMs)) {
        firstDeltaMs = performance.now() - started;
      }
      if (event.type === "done") {
        done = true;
        historyId = event.historyId;
      }
    }
  }
  return {
    status: response.status,
    startMs,
    firstDeltaMs,
    headersMs,
    phases: serverTiming(response.headers.get("server-timing")),
    done,
    historyId,
    events,
  };
}

/** `auth;dur=1.2, admit;dur=3.4` as { auth: 1.2, admit: 3.4 }. */
function serverTiming(header: string | null): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const part of header?.split(",") ?? []) {
    const [name, ...params] = part.trim().split(";");
    const dur = params.find((param) => param.startsWith("dur="));
    if (name && dur) phases[name] = Number(dur.slice(4));
  }
  return phases;
}

/** The provider's own time to first token, as a client calling it directly sees it. */
export async function directFirstChunk(providerBaseUrl: string) {
  const started = performance.now();
  const response = await fetch(`${providerBaseUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer bench" },
    body: JSON.stringify({
      model: "bench",
      stream: true,
      messages: [{ role: "user", content: "Olá" }],
    }),
  });
  let firstChunkMs = Number.NaN;
  let text = "";
  const decoder = new TextDecoder();
  for await (const part of response.body ?? []) {
    text += decoder.decode(part, { stream: true });
    if (Number.isNaN(firstChunkMs) && text.includes('"content"')) {
      firstChunkMs = performance.now() - started;
    }
  }
  return firstChunkMs;
}
