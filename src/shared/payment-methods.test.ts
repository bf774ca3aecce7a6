import { describe, expect, it } from "vitest";
import { brazilDate, pixPeriodEnd, prepaidLabel } from "./payment-methods.ts";

describe("a Pix period's end", () => {
  it("is the last moment of the same day in Brazil 12 months later", () => {
    const end = pixPeriodEnd(new Date("2026-11-26T13:00:00Z"));
    expect(end.toISOString()).toBe("2027-11-27T02:59:59.999Z");
    expect(prepaidLabel(end)).toBe("Pix anual, até 26/11/2027");
  });

  it("follows Brazil's calendar day, not UTC's, for a payment late in the evening", () => {
    // 23:30 in São Paulo on 31/12/2026 is already 01/01/2027 in UTC.
    const end = pixPeriodEnd(new Date("2027-01-01T02:30:00Z"));
    expect(brazilDate(end)).toBe("31/12/2027");
  });

  it("ends on 28/02 when the day paid was 29/02", () => {
    expect(brazilDate(pixPeriodEnd(new Date("2028-02-29T15:00:00Z")))).toBe("28/02/2029");
  });
});
