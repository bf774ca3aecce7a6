import { describe, expect, it } from "vitest";
import { byWeek, dayLabel, postLine } from "./weeks";

describe("the client's posts by week", () => {
  it("groups posts in date order under each week's Sunday and Saturday, as the plan's views do", () => {
    const weeks = byWeek([
      { date: "2026-12-08" },
      { date: "2026-12-01" },
      { date: "2026-12-06" },
      { date: "2026-12-03" },
    ]);
    expect(weeks).toEqual([
      {
        start: "2026-11-29",
        end: "2026-12-05",
        items: [{ date: "2026-12-01" }, { date: "2026-12-03" }],
      },
      {
        start: "2026-12-06",
        end: "2026-12-12",
        items: [{ date: "2026-12-06" }, { date: "2026-12-08" }],
      },
    ]);
  });

  it("names days in Portuguese", () => {
    expect(dayLabel("2026-12-01")).toBe("terça-feira, 01/12");
  });
});

describe("a post's line on the client's page", () => {
  it("writes the channel as its label, not its stored value: 'Instagram · Reels'", () => {
    const line = postLine({ date: "2026-12-04", channel: "instagram", format: "Reels" });
    expect(line.endsWith(" · Instagram · Reels")).toBe(true);
    expect(line).not.toContain("instagram");
  });
});
