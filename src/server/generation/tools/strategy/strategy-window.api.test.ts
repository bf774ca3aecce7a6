import { beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../../../tests/helpers/factories.ts";
import {
  setupGenerationServer,
  subscriber,
} from "../../../../../tests/helpers/generation-server.ts";
import { readEvents } from "../../../../../tests/helpers/sse-events.ts";
import { calendarOf as calendarIn } from "../../../../../tests/helpers/strategy-calendar.ts";
import { addDays, isoToDate } from "../../../../shared/dates.ts";
import {
  defaultStartDate,
  NO_WEEKDAY,
  START_IN_PAST,
  START_TOO_FAR,
} from "../../../../shared/generation/window.ts";

// No AI provider: the offline composer fills the calendar our code lays out.
const app = setupGenerationServer();
let user: TestUser;
beforeAll(async () => {
  user = await subscriber(app.server);
});

const strategy = {
  basePrompt: "Somos a Padaria Trigo, pães de fermentação natural em Curitiba.",
  objective: "aumentar_vendas",
  productsServices: "Pães e cafés da manhã por encomenda",
  frequency: "2-3x_semana",
  channels: ["instagram", "whatsapp_status", "whatsapp_canal"],
  tone: "descontraido",
};

async function calendarOf(json: unknown) {
  const response = await user.client.request("/api/generate/strategy", { json });
  expect(response.status).toBe(200);
  return calendarIn(await readEvents(response));
}

const historyTotal = async () =>
  (await user.client.json<{ total: number }>("/api/history")).body.total;

const weekdayOf = (iso: string) => isoToDate(iso).getUTCDay();

describe("the strategy's window", () => {
  it("starts on the chosen date and posts on the chosen weekdays, for 13 weeks", async () => {
    const startDate = addDays(defaultStartDate(new Date()), 10);
    const calendar = await calendarOf({ ...strategy, startDate, weekdays: [6, 0] });
    expect(calendar.startDate).toBe(startDate);
    expect(calendar.endDate).toBe(addDays(startDate, 90));
    expect(calendar.slots).toHaveLength(26);
    expect(calendar.slots.every((s) => [0, 6].includes(weekdayOf(s.date)))).toBe(true);
    expect(calendar.slots.slice(0, 3).map((s) => s.channel)).toEqual([
      "instagram",
      "whatsapp_status",
      "whatsapp_canal",
    ]);
  });

  it("without a start date or days, starts tomorrow in Brazil on the frequency's days", async () => {
    const before = defaultStartDate(new Date());
    // The posting days alone, whatever commercial date comes before the first of them.
    const calendar = await calendarOf({ ...strategy, commercialExtras: false });
    // The request may cross midnight in Brazil between the two readings of the clock.
    expect([before, defaultStartDate(new Date())]).toContain(calendar.startDate);
    expect(calendar.slots).toHaveLength(39);
    expect(new Set(calendar.slots.map((s) => weekdayOf(s.date)))).toEqual(new Set([1, 3, 5]));
  });

  it.each([
    ["a start in the past", { startDate: "2020-01-06" }, "startDate", START_IN_PAST],
    ["a start more than a year ahead", { startDate: "2099-01-05" }, "startDate", START_TOO_FAR],
    [
      "a start that is not a date",
      { startDate: "31/12/2026" },
      "startDate",
      "Informe uma data de início válida.",
    ],
    ["no weekday", { weekdays: [] }, "weekdays", NO_WEEKDAY],
    ["a weekday out of range", { weekdays: [1, 7] }, "weekdays.1", "Dia da semana inválido."],
  ])("refuses %s in Portuguese and changes nothing", async (_, change, field, message) => {
    const before = await historyTotal();
    const { status, body } = await user.client.json<{ message: string; fields: object }>(
      "/api/generate/strategy",
      { json: { ...strategy, ...change } },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.fields).toEqual({ [field]: message });
    expect(await historyTotal()).toBe(before);
  });
});
