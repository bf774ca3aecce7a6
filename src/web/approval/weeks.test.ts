import { describe, expect, it } from "vitest";
import { byWeek, dayLabel, longDate, weekStart } from "./weeks";

describe("the client's posts by week", () => {
  it("a week starts on Monday, a Sunday belongs to the week before it", () => {
    expect(weekStart("2026-12-02")).toBe("2026-11-30");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2026-12-06")).toBe("2026-11-30");
    expect(weekStart("2026-12-07")).toBe("2026-12-07");
  });

  it("groups posts in date order under each week's Monday and Sunday", () => {
    const weeks = byWeek([{ date: "2026-12-08" }, { date: "2026-12-01" }, { date: "2026-12-03" }]);
    expect(weeks).toEqual([
      {
        start: "2026-11-30",
        end: "2026-12-06",
        items: [{ date: "2026-12-01" }, { date: "2026-12-03" }],
      },
      { start: "2026-12-07", end: "2026-12-13", items: [{ date: "2026-12-08" }] },
    ]);
  });

  it("names days in Portuguese", () => {
    expect(dayLabel("2026-12-01")).toBe("terça-feira, 01/12");
    expect(longDate("2026-12-01")).toBe("01/12/2026");
  });
});
