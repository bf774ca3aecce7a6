import { describe, expect, it } from "vitest";
import type { Figure } from "./score.ts";
import { meets, missed, THRESHOLDS } from "./thresholds.ts";

const figure = (changes: Partial<Figure>): Figure => ({
  id: "jobs_done",
  label: "jobs finished",
  unit: "%",
  value: 100,
  failures: [],
  ...changes,
});

describe("thresholds", () => {
  it("fail a run below an enforced bar, or with nothing measured", () => {
    expect(missed("offline", [figure({ value: 100 })])).toEqual([]);
    expect(missed("offline", [figure({ value: 90 })])).toEqual([
      "offline: jobs finished 90% (>= 100%)",
    ]);
    expect(meets(figure({ value: null }), { op: ">=", limit: 0, enforced: true })).toBe(false);
  });

  it("report a target without failing the run", () => {
    expect(THRESHOLDS.model.unfit_dates?.enforced).toBe(false);
    expect(missed("model", [figure({ id: "unfit_dates", value: 0 })])).toEqual([]);
  });

  it("hold a real model to the composer's bars as targets only", () => {
    expect(Object.values(THRESHOLDS.model).every((t) => t && !t.enforced)).toBe(true);
    expect(missed("model", [figure({ value: 0 })])).toEqual([]);
  });
});
