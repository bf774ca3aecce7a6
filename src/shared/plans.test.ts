import { describe, expect, it } from "vitest";
import { postDateTooFar, postPath, reachOf, windowCovering } from "./plans.ts";

describe("a post's link", () => {
  it("links a post to its plan's page with the post open", () => {
    expect(postPath("plan-1", "post-1")).toBe("/planos/plan-1?post=post-1");
  });
});

describe("a plan's window", () => {
  const window = { startDate: "2026-11-25", endDate: "2027-02-23" };

  it("stays the strategy's window while every post is inside it", () => {
    expect(windowCovering(window, ["2026-11-25", "2026-12-01", "2027-02-23"])).toEqual(window);
  });

  it("widens to hold posts moved before its start or after its end", () => {
    expect(windowCovering(window, ["2026-11-20", "2026-12-01", "2027-03-01"])).toEqual({
      startDate: "2026-11-20",
      endDate: "2027-03-01",
    });
  });

  it("lets a post go up to a year and a day outside it, and says where to in Portuguese", () => {
    expect(reachOf(window)).toEqual({ startDate: "2025-11-24", endDate: "2028-02-24" });
    expect(postDateTooFar(window)).toBe(
      "A data deve ficar entre 24/11/2025 e 24/02/2028, até um ano antes ou depois do plano.",
    );
  });
});
