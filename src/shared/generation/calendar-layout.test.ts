import { describe, expect, it } from "vitest";
import { brazilToday } from "../dates.ts";
import { calendarSummary, planCalendar, postingDaysText } from "./calendar-layout.ts";
import type { StrategyInput } from "./inputs.ts";
import { defaultStartDate, START_IN_PAST, START_TOO_FAR, startDateProblem } from "./window.ts";

type Layout = Pick<StrategyInput, "frequency" | "weekdays" | "channels"> &
  Partial<Pick<StrategyInput, "basePrompt" | "productsServices">> & { brandLocation?: string };

/** The posting days alone: no extra post for a commercial date. */
const postingDays = (input: Layout, startDate: string) =>
  planCalendar({ ...input, commercialExtras: false }, startDate);

/** The calendar with the form's default: extra posts for the commercial dates. */
const withExtras = (input: Layout, startDate: string) =>
  planCalendar({ ...input, commercialExtras: true }, startDate);

const marks = (plan: ReturnType<typeof planCalendar>) =>
  plan.slots.filter((s) => s.commercialDate).map((s) => [s.date, s.commercialDate]);

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
    const plan = postingDays({ frequency: "1x_semana", channels: ["instagram"] }, "2025-03-05");
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
    const plan = postingDays({ frequency, channels: ["instagram"] }, "2025-03-05");
    expect(plan.slots).toHaveLength(perWeek * 13);
    const weekdays = plan.slots.map((s) => new Date(s.date).getUTCDay());
    expect(weekdays.every((d) => d >= 1 && d <= 5)).toBe(true);
    expect(plan.slots.map((s) => s.date)).toEqual([...plan.slots.map((s) => s.date)].sort());
  });

  it("posts three times a week on Monday, Wednesday and Friday by default", () => {
    const plan = postingDays({ frequency: "2-3x_semana", channels: ["tiktok"] }, "2025-03-10");
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
    const plan = postingDays(input, "2025-03-05");
    expect(plan.slots).toHaveLength(39);
    expect(plan.slots.slice(0, 4).map((s) => s.date)).toEqual([
      "2025-03-08", // Saturday
      "2025-03-09", // Sunday
      "2025-03-11", // Tuesday
      "2025-03-15",
    ]);
    expect(postingDaysText(input)).toBe("terça-feira, sábado e domingo");
  });

  it("rotates the chosen channels, by their values, across the slots", () => {
    const plan = postingDays(
      { frequency: "4-5x_semana", channels: ["instagram", "whatsapp_status", "twitter"] },
      "2025-03-05",
    );
    expect(plan.slots.slice(0, 7).map((s) => s.channel)).toEqual([
      "instagram",
      "whatsapp_status",
      "twitter",
      "instagram",
      "whatsapp_status",
      "twitter",
      "instagram",
    ]);
  });

  it("lists the commercial dates in the window and marks the last slot on or before each", () => {
    const plan = postingDays({ frequency: "4-5x_semana", channels: ["instagram"] }, "2025-03-10");
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

  it("a date on the start day gets its post that day, on the first channel", () => {
    // Black Friday 2027 is Friday 26/11; posting on Mondays, the first Monday is Cyber Monday.
    const plan = withExtras(
      { frequency: "1x_semana", channels: ["linkedin", "instagram"] },
      "2027-11-26",
    );
    expect(plan.slots).toHaveLength(14);
    expect(plan.slots.slice(0, 3)).toEqual([
      { date: "2027-11-26", channel: "linkedin", commercialDate: "Black Friday" },
      { date: "2027-11-29", channel: "linkedin", commercialDate: "Cyber Monday" },
      { date: "2027-12-06", channel: "instagram", commercialDate: null },
    ]);
    expect(plan.extras).toEqual([{ date: "2027-11-26", name: "Black Friday" }]);
    expect(calendarSummary(plan)).toBe(
      "13 semanas, 14 publicações, incluindo 1 extra para a Black Friday",
    );
  });

  it("a date between the start and the first slot gets an extra post the day before it, never after", () => {
    // Made on Thursday 26/11/2026 with the defaults: it starts on Friday 27, Black Friday.
    const start = defaultStartDate(new Date("2026-11-26T15:00:00Z"));
    expect(start).toBe("2026-11-27");
    expect(marks(withExtras({ frequency: "1x_semana", channels: ["instagram"] }, start))).toEqual([
      ["2026-11-27", "Black Friday"],
      ["2026-11-30", "Cyber Monday"],
      ["2026-12-21", "Natal"],
      ["2026-12-28", "Ano Novo"],
      ["2027-02-08", "Carnaval"],
    ]);
    // Started two days earlier, the extra post goes out on the eve.
    const earlier = withExtras({ frequency: "1x_semana", channels: ["instagram"] }, "2026-11-25");
    expect(earlier.slots[0]).toEqual({
      date: "2026-11-26",
      channel: "instagram",
      commercialDate: "Black Friday",
    });
    expect(
      earlier.slots.filter((s) => s.date > "2026-11-27").map((s) => s.commercialDate),
    ).not.toContain("Black Friday");
  });

  it("two dates in the same gap share one extra post, before the first of them", () => {
    // Monday 12/10/2026 is Dia das Crianças and Thursday 15 Dia do Professor; the first Friday
    // is the 16th.
    const plan = withExtras(
      { frequency: "1x_semana", weekdays: [5], channels: ["tiktok"] },
      "2026-10-12",
    );
    expect(plan.slots[0]).toEqual({
      date: "2026-10-12",
      channel: "tiktok",
      commercialDate: "Dia das Crianças e Dia do Professor",
    });
    expect(plan.slots[1]?.date).toBe("2026-10-16");
    expect(plan.extras.map((d) => d.name)).toEqual(["Dia das Crianças"]);
    expect(plan.slots).toHaveLength(14);
  });

  it("a date already covered by a posting day within the lead time gets no extra post", () => {
    // Monday 23/11/2026 goes out four days before Black Friday.
    const plan = withExtras({ frequency: "1x_semana", channels: ["instagram"] }, "2026-11-23");
    expect(plan.extras).toEqual([]);
    expect(plan.slots).toHaveLength(13);
    expect(plan.slots[0]).toMatchObject({ date: "2026-11-23", commercialDate: "Black Friday" });
    expect(calendarSummary(plan)).toBe("13 semanas, 13 publicações");
  });

  it("with the extra posts off, a date with no post before it marks no later post", () => {
    const plan = postingDays({ frequency: "1x_semana", channels: ["instagram"] }, "2026-11-25");
    expect(plan.slots).toHaveLength(13);
    expect(plan.extras).toEqual([]);
    expect(plan.slots[0]).toEqual({
      date: "2026-11-30",
      channel: "instagram",
      commercialDate: "Cyber Monday",
    });
    expect(plan.slots.some((s) => s.commercialDate?.includes("Black Friday"))).toBe(false);
    // The other dates still mark the last posting day before them.
    expect(plan.slots.find((s) => s.commercialDate === "Natal")?.date).toBe("2026-12-21");
  });

  it("names every extra post in the summary, one or many", () => {
    const slot = { date: "2027-03-07", channel: "instagram" as const, commercialDate: null };
    expect(
      calendarSummary({
        slots: [slot],
        extras: [
          { date: "2027-03-08", name: "Dia da Mulher" },
          { date: "2027-03-28", name: "Páscoa" },
        ],
      }),
    ).toBe("13 semanas, 1 publicação, incluindo 2 extras para o Dia da Mulher e a Páscoa");
  });

  it("spans the turn of the year with dates of both years", () => {
    const plan = postingDays({ frequency: "1x_semana", channels: ["facebook"] }, "2025-12-02");
    expect(plan.commercialDates.map((d) => d.name)).toEqual(["Natal", "Ano Novo", "Carnaval"]);
    expect(plan.slots.find((s) => s.commercialDate === "Natal")?.date).toBe("2025-12-22");
  });

  it("leaves out the dates unfit for the segment the brand's words name, and no others", () => {
    const input: Layout = { frequency: "1x_semana", channels: ["linkedin"] };
    const law = postingDays(
      {
        ...input,
        basePrompt: "Somos um escritório de advocacia trabalhista.",
        productsServices: "",
      },
      "2027-10-01",
    );
    expect(law.offered.map((d) => d.name)).toEqual(["Dia do Professor", "Natal"]);
    // The plan's calendar still shows every date of the window.
    expect(law.commercialDates.map((d) => d.name)).toContain("Black Friday");
    expect(law.slots.filter((s) => s.commercialDate).map((s) => s.commercialDate)).toEqual([
      "Dia do Professor",
      "Natal",
    ]);
    // Nothing names a segment: every date is offered, the model told to use it only if it fits.
    const shop = postingDays({ ...input, basePrompt: "Somos o Ateliê Lua." }, "2027-10-01");
    expect(shop.offered).toEqual(shop.commercialDates);
  });

  it("a law office's extra posts and summary skip the dates it does not take", () => {
    const plan = withExtras(
      { frequency: "1x_semana", weekdays: [1], channels: ["instagram"], basePrompt: "Advogados" },
      "2027-11-26",
    );
    expect(plan.extras).toEqual([]);
    expect(calendarSummary(plan)).toBe("13 semanas, 13 publicações");
  });

  it("warms up for a big date it keeps on up to two free posting days of the two weeks before", () => {
    const plan = postingDays({ frequency: "2-3x_semana", channels: ["instagram"] }, "2027-10-01");
    const warmUps = (name: string) =>
      plan.slots.filter((s) => s.warmUp === name).map((s) => s.date);
    // Black Friday 26/11 (a Friday) has its own post; the Monday and Wednesday before warm up.
    expect(warmUps("Black Friday")).toEqual(["2027-11-22", "2027-11-24"]);
    // Natal 25/12 (a Saturday) is marked on Friday 24/12; Wednesday and Monday warm up.
    expect(warmUps("Natal")).toEqual(["2027-12-20", "2027-12-22"]);
    expect(plan.slots.filter((s) => s.warmUp && s.commercialDate)).toEqual([]);
    // Weekly posting leaves one posting day in the two weeks before its own post.
    const weekly = postingDays({ frequency: "1x_semana", channels: ["instagram"] }, "2027-10-01");
    expect(weekly.slots.filter((s) => s.warmUp === "Black Friday").map((s) => s.date)).toEqual([
      "2027-11-15",
    ]);
  });

  it("gives no warm-up to small dates, nor to a big date the brand does not take", () => {
    const law = postingDays(
      { frequency: "2-3x_semana", channels: ["instagram"], basePrompt: "advocacia" },
      "2027-10-01",
    );
    expect([...new Set(law.slots.flatMap((s) => (s.warmUp ? [s.warmUp] : [])))]).toEqual(["Natal"]);
  });

  it("a brand in the Nordeste gets São João in June, warmed up, in Festa Junina's place", () => {
    const forro = postingDays(
      {
        frequency: "2-3x_semana",
        channels: ["instagram"],
        basePrompt: "Somos a Casa do Cuscuz, restaurante nordestino em Caruaru (PE).",
      },
      "2027-05-20",
    );
    const names = forro.offered.map((d) => d.name);
    expect(names).toContain("São João");
    expect(names).not.toContain("Festa Junina");
    expect(forro.offered.find((d) => d.name === "São João")?.date).toBe("2027-06-24");
    expect(forro.slots.filter((s) => s.warmUp === "São João")).toHaveLength(2);
    // A law office in Recife takes São João as it takes Festa Junina: not at all.
    const law = postingDays(
      { frequency: "2-3x_semana", channels: ["instagram"], basePrompt: "Advocacia no Recife." },
      "2027-05-20",
    );
    expect(law.offered.map((d) => d.name)).not.toContain("São João");
  });

  it("reads the brand's place from its location field, where no other text names it", () => {
    const input = {
      frequency: "2-3x_semana" as const,
      channels: ["instagram" as const],
      basePrompt: "Somos uma clínica de fisioterapia para corredores.",
    };
    const names = (brandLocation?: string) =>
      postingDays({ ...input, brandLocation }, "2027-09-20").offered.map((d) => d.name);
    expect(names()).not.toContain("Círio de Nazaré");
    expect(names("Belém - PA")).toContain("Círio de Nazaré");
    expect(names("Porto Alegre/RS")).toContain("Dia do Gaúcho");
  });
});
