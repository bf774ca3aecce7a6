import { describe, expect, it } from "vitest";
import { BRIEFS } from "../briefs.ts";
import { COMMERCIAL_DATE_NAMES, datesToAvoid } from "../segments.ts";
import { keepsDate, unfitDatesIn } from "./commercial-dates.ts";

const lawOffice = datesToAvoid({ avoidDates: ["Halloween (Dia das Bruxas)"], rules: [] });

describe("commercial dates per brief", () => {
  it("names only dates of the app's retail calendar, for every brief", () => {
    for (const brief of BRIEFS) {
      for (const name of datesToAvoid(brief)) expect(COMMERCIAL_DATE_NAMES).toContain(name);
    }
  });

  it("find Halloween in a law office's copy, by any of its names", () => {
    expect(
      unfitDatesIn("Dia das Bruxas: seus direitos. Natal: revise o contrato.", lawOffice),
    ).toEqual(["Halloween (Dia das Bruxas)"]);
  });

  it("rule out the sales dates for a council-bound profession, whatever its own list", () => {
    const clinic = datesToAvoid({ avoidDates: [], rules: ["conselho_profissional"] });
    expect(unfitDatesIn("Black Friday: toxina botulínica em destaque", clinic)).toEqual([
      "Black Friday",
    ]);
    expect(
      unfitDatesIn(
        "Black Friday e Halloween no ateliê",
        datesToAvoid({ avoidDates: [], rules: [] }),
      ),
    ).toEqual([]);
  });

  it("see a post that names its date as keeping it", () => {
    expect(keepsDate("Halloween: fantasias de linho", "Halloween (Dia das Bruxas)")).toBe(true);
    expect(keepsDate("Vestidos de linho", "Natal")).toBe(false);
  });
});
