import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, inkOn } from "./contrast.ts";

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);

describe("the slides' text colour", () => {
  it("reads at 4.5:1 or more against any brand colour", () => {
    fc.assert(fc.property(hex, (color) => contrastRatio(inkOn(color), color) >= 4.5));
  });

  it("is white on a dark colour and dark on a light one", () => {
    expect(inkOn("#1e3a8a")).toBe("#ffffff");
    expect(inkOn("#fde68a")).toBe("#1f2937");
  });

  it("is measured as WCAG measures it: black on white is 21:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});
