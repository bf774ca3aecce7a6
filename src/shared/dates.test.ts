import { describe, expect, it } from "vitest";
import {
  addDays,
  brazilianDate,
  dayAndMonth,
  monthTitle,
  shortWeekdayOf,
  spokenDate,
  WEEK_ORDER,
  weekdayOf,
  weekStartOf,
} from "./dates.ts";

describe("calendar days as the product shows them", () => {
  it("writes a day as dd/MM/yyyy, or dd/MM where the year is known", () => {
    expect(brazilianDate("2026-11-27")).toBe("27/11/2026");
    expect(dayAndMonth("2026-12-01")).toBe("01/12");
  });

  it("names weekdays and months in Portuguese, whatever the machine's time zone", () => {
    expect(weekdayOf("2026-11-27")).toBe("sexta-feira");
    expect(shortWeekdayOf("2026-11-28")).toBe("sábado");
    expect(spokenDate("2027-03-07")).toBe("domingo, 7 de março");
    expect(monthTitle(2027, 3)).toBe("Março de 2027");
  });

  it("starts a week on Sunday, as Brazilian calendars print it", () => {
    expect(WEEK_ORDER[0]).toBe("domingo");
    expect(WEEK_ORDER[6]).toBe("sábado");
    expect(weekStartOf("2026-11-28")).toBe("2026-11-22");
    expect(weekStartOf("2026-11-29")).toBe("2026-11-29");
    expect(weekStartOf("2026-12-01")).toBe("2026-11-29");
  });

  it("moves a day across months and years", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-01", -7)).toBe("2026-11-24");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
