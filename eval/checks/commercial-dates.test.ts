import { describe, expect, it } from "vitest";
import { COMMERCIAL_DATE_NAMES, SEGMENTS, UNFIT_DATES } from "../segments.ts";
import { keepsDate, unfitDatesIn } from "./commercial-dates.ts";

describe("commercial dates per segment", () => {
  it("names only dates of the app's retail calendar, for every segment", () => {
    for (const segment of SEGMENTS) {
      for (const name of UNFIT_DATES[segment]) expect(COMMERCIAL_DATE_NAMES).toContain(name);
    }
  });

  it("find Halloween and Black Friday in a law office's copy, by any of their names", () => {
    expect(
      unfitDatesIn("Dia das Bruxas: seus direitos. Black Friday: revise o contrato.", "advocacia"),
    ).toEqual(["Halloween (Dia das Bruxas)", "Black Friday"]);
  });

  it("let a shop use the dates that fit it", () => {
    expect(unfitDatesIn("Black Friday e Halloween no ateliê", "loja_de_roupas")).toEqual([]);
  });

  it("see a post that names its date as keeping it", () => {
    expect(keepsDate("Halloween: fantasias de linho", "Halloween (Dia das Bruxas)")).toBe(true);
    expect(keepsDate("Vestidos de linho", "Natal")).toBe(false);
  });
});
