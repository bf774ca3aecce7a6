import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./queue.ts";

describe("retry delay", () => {
  it("doubles from 30 seconds after each failed attempt", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });

  it("never waits more than an hour, however many attempts failed", () => {
    expect(retryDelaySeconds(8)).toBe(3600);
    expect(retryDelaySeconds(1000)).toBe(3600);
  });
});
