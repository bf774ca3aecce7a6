import { describe, expect, it } from "vitest";
import { nextStart } from "./pipeline.ts";

describe("a brief's calendar start", () => {
  it("is this year's day when it is today or ahead, else next year's (Brazil's date)", () => {
    expect(nextStart("10-01", new Date("2026-10-01T12:00:00Z"))).toBe("2026-10-01");
    expect(nextStart("04-15", new Date("2026-11-26T12:00:00Z"))).toBe("2027-04-15");
    // 01:00 UTC on 1 October is still 30 September in Brazil.
    expect(nextStart("09-30", new Date("2026-10-01T01:00:00Z"))).toBe("2026-09-30");
  });
});
