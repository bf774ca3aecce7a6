import { describe, expect, it } from "vitest";
import {
  brazilToday,
  CALENDAR_WEEKS,
  commercialDatesOf,
  easter,
  nextMonday,
  planCalendar,
} from "./calendar.ts";

const dateOf = (year: number, name: string) =>
  commercialDatesOf(year).find((d) => d.name === name)?.date;

describe("strategy calendar", () => {
  it("starts on the Monday after today, even when today is a Monday", () => {
    expect(nextMonday("2025-03-05")).toBe("2025-03-10"); // Wednesday
    expect(nextMonday("2025-03-09")).toBe("2025-03-10"); // Sunday
    expect(nextMonday("2025-03-10")).toBe("2025-03-17"); // Monday
  });

  it("takes today's date in Brazil, not in UTC", () => {
    expect(brazilToday(new Date("2025-03-10T02:00:00Z"))).toBe("2025-03-09");
  });

  it("covers 13 weeks, from a Monday to a Sunday", () => {
    const plan = planCalendar({ frequency: "1x_semana", channels: ["instagram"] }, "2025-03-05");
    expect(plan.startDate).toBe("2025-03-10");
    expect(plan.endDate).toBe("2025-06-08");
    expect(new Date(plan.endDate).getUTCDay()).toBe(0);
  });

  it.each([
    ["1x_semana", 1],
    ["2-3x_semana", 3],
    ["4-5x_semana", 5],
  ] as const)("the frequency %s gives %i posts a week on weekdays", (frequency, perWeek) => {
    const plan = planCalendar({ frequency, channels: ["instagram"] }, "2025-03-05");
    expect(plan.slots).toHaveLength(perWeek * CALENDAR_WEEKS);
    const weekdays = plan.slots.map((s) => new Date(s.date).getUTCDay());
    expect(weekdays.every((d) => d >= 1 && d <= 5)).toBe(true);
    expect(plan.slots.map((s) => s.date)).toEqual([...plan.slots.map((s) => s.date)].sort());
  });

  it("posts three times a week on Monday, Wednesday and Friday", () => {
    const plan = planCalendar({ frequency: "2-3x_semana", channels: ["tiktok"] }, "2025-03-05");
    expect(plan.slots.slice(0, 3).map((s) => s.date)).toEqual([
      "2025-03-10",
      "2025-03-12",
      "2025-03-14",
    ]);
  });

  it("rotates the chosen channels, by their labels, across the slots", () => {
    const plan = planCalendar(
      { frequency: "4-5x_semana", channels: ["instagram", "linkedin", "twitter"] },
      "2025-03-05",
    );
    expect(plan.slots.slice(0, 7).map((s) => s.channel)).toEqual([
      "Instagram",
      "LinkedIn",
      "Twitter/X",
      "Instagram",
      "LinkedIn",
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

  it("lists the commercial dates in the window and marks the last slot before each", () => {
    const plan = planCalendar({ frequency: "4-5x_semana", channels: ["instagram"] }, "2025-03-05");
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

  it("spans the turn of the year with dates of both years", () => {
    const plan = planCalendar({ frequency: "1x_semana", channels: ["facebook"] }, "2025-11-24");
    expect(plan.commercialDates.map((d) => d.name)).toEqual(["Natal", "Ano Novo", "Carnaval"]);
    expect(plan.slots.find((s) => s.commercialDate === "Natal")?.date).toBe("2025-12-22");
  });
});
