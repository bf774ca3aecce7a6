import { expect } from "vitest";
import { strategyCalendarSchema } from "../../src/shared/generation/calendar.ts";
import type { StreamEvent } from "../../src/shared/generation/stream.ts";
import type { TestUser } from "./factories.ts";
import { readEvents } from "./sse-events.ts";

/** A café's strategy, 1x a week for 13 weeks on Instagram: 13 posts, one calendar batch. */
export const STRATEGY = {
  basePrompt: "Somos o Café da Serra, cafeteria artesanal.",
  objective: "gerar_autoridade",
  productsServices: "Cafés especiais",
  frequency: "1x_semana",
  channels: ["instagram"],
  commercialExtras: false,
  tone: "empatico",
};

/** The strategy's streamed text, for the fake's first reply. */
export const STRATEGY_TEXT = "# Estratégia\n\nPosicionamento claro.";

/** Runs the strategy tool as the user (with `changes` to STRATEGY) and reads its events. */
export async function runStrategy(user: TestUser, changes: object = {}): Promise<StreamEvent[]> {
  const response = await user.client.request("/api/generate/strategy", {
    json: { ...STRATEGY, ...changes },
  });
  expect(response.status).toBe(200);
  return readEvents(response);
}

/** The calendar a strategy's events carry: its structured result. */
export function calendarOf(events: StreamEvent[]) {
  const event = events.find((e) => e.type === "structured");
  if (event?.type !== "structured") {
    throw new Error(`no calendar: ${JSON.stringify(events.at(-1))}`);
  }
  return strategyCalendarSchema.parse(event.data);
}
