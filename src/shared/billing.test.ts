import { describe, expect, it } from "vitest";
import { annualSavingPercent, PLANS } from "./billing.ts";

describe("the annual plan's saving", () => {
  it("is computed from the two prices: R$ 191,88 against 12 × R$ 29,99 saves 47%", () => {
    expect(annualSavingPercent(29.99, 191.88)).toBe(47);
    expect(PLANS[1].description).toBe("Economia de 47% no pagamento anual");
    expect(PLANS[1].features).toContain("Economia de 47% no total");
  });

  it("follows a price change instead of a written number", () => {
    expect(annualSavingPercent(30, 288)).toBe(20);
  });
});
