import { describe, expect, it } from "vitest";
import { commercialDatesOf, easter, markAfterMove, withArticle } from "./commercial-dates.ts";

const dateOf = (year: number, name: string) =>
  commercialDatesOf(year).find((d) => d.name === name)?.date;

describe("the commercial dates", () => {
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

  it("says each date with its article", () => {
    expect(withArticle("Black Friday")).toBe("a Black Friday");
    expect(withArticle("Páscoa")).toBe("a Páscoa");
    expect(withArticle("Natal")).toBe("o Natal");
    expect(withArticle("Dia das Mães")).toBe("o Dia das Mães");
  });
});

describe("a post's mark when the post moves", () => {
  const dates = [
    { date: "2026-11-27", name: "Black Friday" },
    { date: "2026-11-30", name: "Cyber Monday" },
    { date: "2027-11-26", name: "Black Friday" },
  ];
  const post = { date: "2026-11-26", commercialDate: "Black Friday e Cyber Monday" };

  it("keeps every date the new day is on or before", () => {
    expect(markAfterMove(post, "2026-11-27", dates)).toEqual({
      passed: [],
      commercialDate: "Black Friday e Cyber Monday",
    });
  });

  it("drops the dates the new day comes after, the nearest of each name", () => {
    expect(markAfterMove(post, "2026-11-28", dates)).toEqual({
      passed: [{ date: "2026-11-27", name: "Black Friday" }],
      commercialDate: "Cyber Monday",
    });
    expect(markAfterMove(post, "2026-12-01", dates)).toEqual({
      passed: [
        { date: "2026-11-27", name: "Black Friday" },
        { date: "2026-11-30", name: "Cyber Monday" },
      ],
      commercialDate: null,
    });
  });

  it("keeps a name typed by hand and a post with no mark as they are", () => {
    const typed = { date: "2026-11-26", commercialDate: "Aniversário da loja" };
    expect(markAfterMove(typed, "2027-01-10", dates)).toEqual({
      passed: [],
      commercialDate: "Aniversário da loja",
    });
    expect(
      markAfterMove({ date: "2026-11-26", commercialDate: null }, "2027-01-10", dates),
    ).toEqual({ passed: [], commercialDate: null });
  });
});
