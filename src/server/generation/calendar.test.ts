import { describe, expect, it } from "vitest";
import type { StrategyInput } from "../../shared/generation/inputs.ts";
import {
  brazilToday,
  defaultStartDate,
  START_IN_PAST,
  START_TOO_FAR,
  startDateProblem,
} from "../../shared/generation/window.ts";
import { commercialDatesOf, easter, planCalendar, postingDaysText } from "./calendar.ts";

const dateOf = (year: number, name: string) =>
  commercialDatesOf(year).find((d) => d.name === name)?.date;

describe("strategy calendar", () => {
  it("starts tomorrow in Brazil by default, even late in the evening there", () => {
    expect(defaultStartDate(new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-25");
    // 23:30 on Tuesday in São Paulo is already Wednesday in UTC.
    expect(defaultStartDate(new Date("2026-11-25T02:30:00Z"))).toBe("2026-11-25");
  });

  it("takes today's date in Brazil, not in UTC", () => {
    expect(brazilToday(new Date("2025-03-10T02:00:00Z"))).toBe("2025-03-09");
  });

  it("accepts a start from today up to a year ahead, and explains the others", () => {
    expect(startDateProblem("2026-11-24", "2026-11-24")).toBeNull();
    expect(startDateProblem("2027-11-24", "2026-11-24")).toBeNull();
    expect(startDateProblem("2026-11-23", "2026-11-24")).toBe(START_IN_PAST);
    expect(startDateProblem("2027-11-25", "2026-11-24")).toBe(START_TOO_FAR);
  });

  it("covers 13 weeks from the chosen start: the start date and the 90 days after it", () => {
    const plan = planCalendar({ frequency: "1x_semana", channels: ["instagram"] }, "2025-03-05");
    expect(plan.startDate).toBe("2025-03-05");
    expect(plan.endDate).toBe("2025-06-03");
    expect(plan.slots[0]?.date).toBe("2025-03-10"); // the first Monday of the window
    expect(plan.slots.at(-1)?.date).toBe("2025-06-02");
  });

  it.each([
    ["1x_semana", 1],
    ["2-3x_semana", 3],
    ["4-5x_semana", 5],
  ] as const)("the frequency %s presets %i posts a week on weekdays", (frequency, perWeek) => {
    const plan = planCalendar({ frequency, channels: ["instagram"] }, "2025-03-05");
    expect(plan.slots).toHaveLength(perWeek * 13);
    const weekdays = plan.slots.map((s) => new Date(s.date).getUTCDay());
    expect(weekdays.every((d) => d >= 1 && d <= 5)).toBe(true);
    expect(plan.slots.map((s) => s.date)).toEqual([...plan.slots.map((s) => s.date)].sort());
  });

  it("posts three times a week on Monday, Wednesday and Friday by default", () => {
    const plan = planCalendar({ frequency: "2-3x_semana", channels: ["tiktok"] }, "2025-03-10");
    expect(plan.slots.slice(0, 3).map((s) => s.date)).toEqual([
      "2025-03-10",
      "2025-03-12",
      "2025-03-14",
    ]);
    expect(postingDaysText({ frequency: "2-3x_semana" })).toBe(
      "segunda-feira, quarta-feira e sexta-feira",
    );
  });

  it("posts on the weekdays chosen instead of the frequency's, weekends included", () => {
    const input: Pick<StrategyInput, "frequency" | "weekdays" | "channels"> = {
      frequency: "1x_semana",
      weekdays: [0, 2, 6],
      channels: ["instagram"],
    };
    const plan = planCalendar(input, "2025-03-05");
    expect(plan.slots).toHaveLength(39);
    expect(plan.slots.slice(0, 4).map((s) => s.date)).toEqual([
      "2025-03-08", // Saturday
      "2025-03-09", // Sunday
      "2025-03-11", // Tuesday
      "2025-03-15",
    ]);
    expect(postingDaysText(input)).toBe("terça-feira, sábado e domingo");
  });

  it("rotates the chosen channels, by their labels, across the slots", () => {
    const plan = planCalendar(
      { frequency: "4-5x_semana", channels: ["instagram", "whatsapp_status", "twitter"] },
      "2025-03-05",
    );
    expect(plan.slots.slice(0, 7).map((s) => s.channel)).toEqual([
      "Instagram",
      "WhatsApp Status",
      "Twitter/X",
      "Instagram",
      "WhatsApp Status",
      "Twitter/X",
      "Instagram",
    ]);
  });

  it("computes Easter, Carnaval and Black Friday for several years", () => {
    expect(easter(2025)).toBe("2025-04-20");
    expect(easter(2026)).toBe("2026-04-05");
    expect(easter(2027)).toBe("2027-03-28");
    expect(dateOf(2025, "Carnaval")).toBe("2025-03-04");
    expect(dateOf(2026, "Carnaval")).toBe("2026-02-17");
    expect(dateOf(2025, "Black Friday")).toBe("2025-11-28");
    expect(dateOf(2026, "Black Friday")).toBe("2026-11-27");
    expect(dateOf(2027, "Black Friday")).toBe("2027-11-26");
  });

  it("puts Dia das Mães on the second Sunday of May and Dia dos Pais on the second of August", () => {
    expect(dateOf(2025, "Dia das Mães")).toBe("2025-05-11");
    expect(dateOf(2026, "Dia das Mães")).toBe("2026-05-10");
    expect(dateOf(2027, "Dia das Mães")).toBe("2027-05-09");
    expect(dateOf(2025, "Dia dos Pais")).toBe("2025-08-10");
    expect(dateOf(2026, "Dia dos Pais")).toBe("2026-08-09");
  });

  it("lists the commercial dates in the window and marks the last slot on or before each", () => {
    const plan = planCalendar({ frequency: "4-5x_semana", channels: ["instagram"] }, "2025-03-10");
    expect(plan.commercialDates.map((d) => d.name)).toEqual([
      "Dia do Consumidor",
      "Páscoa",
      "Dia das Mães",
    ]);
    const marked = plan.slots.filter((s) => s.commercialDate);
    expect(marked.map((s) => [s.date, s.commercialDate])).toEqual([
      ["2025-03-14", "Dia do Consumidor"],
      ["2025-04-18", "Páscoa"],
      ["2025-05-09", "Dia das Mães"],
    ]);
  });

  it("a strategy made on Tuesday 2026-11-24 with the defaults includes Black Friday", () => {
    const plan = planCalendar(
      { frequency: "1x_semana", channels: ["instagram"] },
      defaultStartDate(new Date("2026-11-24T15:00:00Z")),
    );
    expect(plan.startDate).toBe("2026-11-25");
    expect(plan.commercialDates.slice(0, 2)).toEqual([
      { date: "2026-11-27", name: "Black Friday" },
      { date: "2026-11-30", name: "Cyber Monday" },
    ]);
    // Posting on Mondays: Black Friday has no slot before it in the window, so it marks the
    // first one, which it shares with Cyber Monday (that very Monday).
    expect(plan.slots[0]).toMatchObject({
      date: "2026-11-30",
      commercialDate: "Black Friday e Cyber Monday",
    });
  });

  it("a date before the first slot marks the first slot; later dates the last one before them", () => {
    const plan = planCalendar(
      { frequency: "1x_semana", weekdays: [3], channels: ["instagram"] },
      "2027-03-06",
    );
    // Dia da Mulher (Monday 8) comes before the first Wednesday; Dia do Consumidor (Monday
    // 15) goes out on the Wednesday before it, the same slot.
    expect(plan.slots[0]).toMatchObject({
      date: "2027-03-10",
      commercialDate: "Dia da Mulher e Dia do Consumidor",
    });
    expect(plan.slots.find((s) => s.commercialDate === "Páscoa")?.date).toBe("2027-03-24");
  });

  it("spans the turn of the year with dates of both years", () => {
    const plan = planCalendar({ frequency: "1x_semana", channels: ["facebook"] }, "2025-12-02");
    expect(plan.commercialDates.map((d) => d.name)).toEqual(["Natal", "Ano Novo", "Carnaval"]);
    expect(plan.slots.find((s) => s.commercialDate === "Natal")?.date).toBe("2025-12-22");
  });

  it.each([
    ["Dia da Mulher", "2026-03-08", "2027-03-08"],
    ["Dia do Amigo", "2026-07-20", "2027-07-20"],
    ["Dia dos Avós", "2026-07-26", "2027-07-26"],
    ["Dia do Professor", "2026-10-15", "2027-10-15"],
    ["Halloween (Dia das Bruxas)", "2026-10-31", "2027-10-31"],
    ["Cyber Monday", "2026-11-30", "2027-11-29"],
  ])("%s falls on %s and %s", (name, in2026, in2027) => {
    expect(dateOf(2026, name)).toBe(in2026);
    expect(dateOf(2027, name)).toBe(in2027);
  });

  it("Cyber Monday is always the Monday after Black Friday", () => {
    for (const year of [2025, 2026, 2027, 2028, 2029]) {
      const friday = new Date(`${dateOf(year, "Black Friday")}T00:00:00Z`);
      const monday = new Date(`${dateOf(year, "Cyber Monday")}T00:00:00Z`);
      expect(monday.getUTCDay()).toBe(1);
      expect(monday.getTime() - friday.getTime()).toBe(3 * 86_400_000);
    }
  });
});
