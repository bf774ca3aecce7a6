import { describe, expect, it } from "vitest";
import {
  commercialDatesBetween,
  commercialDatesOf,
  easter,
  markAfterMove,
  withArticle,
  withMarkedDates,
} from "./commercial-dates.ts";

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

describe("the dates a brand's place and trade make its own", () => {
  const namesFor = (brandText: string, year = 2027) =>
    commercialDatesOf(year, brandText).map((d) => d.name);
  const national = namesFor("");

  it.each([
    ["Forró e cuscuz em Caruaru (PE).", "São João", "2027-06-24"],
    ["Padaria em Salvador - BA.", "Independência da Bahia", "2027-07-02"],
    ["Açaí de verdade em Belém, no Pará.", "Círio de Nazaré", "2027-10-10"],
    ["Uma loja na Vila Madalena, em São Paulo.", "Aniversário de São Paulo", "2027-01-25"],
    ["Bistrô no Leblon, Rio de Janeiro (RJ).", "Aniversário do Rio", "2027-03-01"],
    ["Churrascaria em Porto Alegre (RS).", "Dia do Gaúcho", "2027-09-20"],
    [
      "Padaria do bairro Santa Tereza, em Belo Horizonte.",
      "Aniversário de Belo Horizonte",
      "2027-12-12",
    ],
    ["Cafeteria com cafés especiais.", "Dia do Café", "2027-05-24"],
    ["Padaria com pão de fermentação natural.", "Dia do Pão", "2027-10-16"],
    ["Pizzaria de bairro.", "Dia da Pizza", "2027-07-10"],
    ["Clínica odontológica.", "Dia do Dentista", "2027-10-25"],
    ["Pet shop com banho e tosa.", "Dia dos Animais", "2027-10-04"],
  ])("%s gets %s on %s", (brandText, name, date) => {
    expect(commercialDatesOf(2027, brandText)).toContainEqual({ date, name });
  });

  it("keeps the national dates for every brand, Dia do Consumidor and Dia do Cliente included", () => {
    expect(national).toContain("Dia do Consumidor");
    expect(national).toContain("Dia do Cliente");
    expect(namesFor("Cafeteria em São Paulo (SP).")).toEqual(expect.arrayContaining(national));
  });

  it("replaces Festa Junina with São João in the Nordeste only", () => {
    expect(namesFor("Restaurante em Recife.")).not.toContain("Festa Junina");
    expect(namesFor("Restaurante em Curitiba.")).toContain("Festa Junina");
    expect(namesFor("Restaurante em Curitiba.")).not.toContain("São João");
  });

  it("reads no place or trade where the words only look like one", () => {
    // "para" is a preposition, not Pará; São Paulo's state is not its capital; café da manhã
    // is breakfast, not a café.
    const names = namesFor(
      "Para quem vive no interior de São Paulo: café da manhã em casa, em Campinas (SP).",
    );
    expect(names).toEqual(national);
    expect(namesFor("Cosméticos testados dermatologicamente.")).toEqual(national);
  });

  it("a plan's calendar adds the local dates its posts are marked with, and no other", () => {
    const national = commercialDatesBetween("2027-05-20", "2027-08-18");
    const days = withMarkedDates(
      national,
      ["Dia do Café", null, "São João e Dia dos Pais", "Aniversário de São Paulo"],
      "2027-05-20",
      "2027-08-18",
    );
    expect(days).toContainEqual({ date: "2027-05-24", name: "Dia do Café" });
    expect(days).toContainEqual({ date: "2027-06-24", name: "São João" });
    expect(days.map((d) => d.name)).not.toContain("Festa Junina");
    // São Paulo's anniversary is in January, outside the window.
    expect(days.map((d) => d.name)).not.toContain("Aniversário de São Paulo");
    expect(withMarkedDates(national, [null, "Natal"], "2027-05-20", "2027-08-18")).toEqual(
      national,
    );
  });

  it("lists the year's dates in date order", () => {
    const dates = commercialDatesOf(2027, "Pizzaria com café em Salvador (BA).").map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
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
