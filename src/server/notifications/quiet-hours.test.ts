import { describe, expect, it } from "vitest";
import { pushTime } from "./quiet-hours.ts";

const at = (iso: string) => new Date(iso);

describe("quiet hours, in Brazil's time", () => {
  it("hold a push due inside 22-8 until 08:00 in Brasília (11:00 UTC), across midnight", () => {
    const quiet = { start: 22, end: 8 };
    expect(pushTime(at("2026-11-29T01:30:00Z"), quiet)).toEqual(at("2026-11-29T11:00:00Z"));
    expect(pushTime(at("2026-11-29T03:15:20.500Z"), quiet)).toEqual(at("2026-11-29T11:00:00Z"));
    expect(pushTime(at("2026-11-29T10:59:59Z"), quiet)).toEqual(at("2026-11-29T11:00:00Z"));
  });

  it("let a push outside them go at once, and every push with none", () => {
    const quiet = { start: 22, end: 8 };
    expect(pushTime(at("2026-11-29T11:00:00Z"), quiet)).toEqual(at("2026-11-29T11:00:00Z"));
    expect(pushTime(at("2026-11-29T00:59:00Z"), quiet)).toEqual(at("2026-11-29T00:59:00Z"));
    expect(pushTime(at("2026-11-29T03:00:00Z"), null)).toEqual(at("2026-11-29T03:00:00Z"));
  });

  it("hold within a window of the same day", () => {
    expect(pushTime(at("2026-11-29T16:20:00Z"), { start: 12, end: 14 })).toEqual(
      at("2026-11-29T17:00:00Z"),
    );
  });
});
