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

  it("fail issue 41's plan: 65 posts with 18 distinct themes, whatever the composer wrote before", () => {
    const themes = figure({ id: "distinct_themes", label: "themes", value: (100 * 18) / 65 });
    expect(missed("offline", [themes])).toHaveLength(1);
    expect(missed("offline", [{ ...themes, value: (100 * 63) / 65 }])).toEqual([]);
  });

  it("hold a real model to the same bars, and to the judge's rubric, enforced", () => {
    expect(THRESHOLDS.model.unfit_dates).toEqual(THRESHOLDS.offline.unfit_dates);
    expect(missed("model", [figure({ id: "unfit_dates", value: 0 })])).toHaveLength(1);
    expect(
      missed("model", [figure({ id: "rubric_legal", label: "legal", unit: "score", value: 3 })]),
    ).toEqual(["model: legal 3 score (>= 4.5 score)"]);
  });
});
