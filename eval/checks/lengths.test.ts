import { describe, expect, it } from "vitest";
import { ctaFits, ctaMaxWords, hookFits } from "./lengths.ts";

describe("hook and call-to-action lengths", () => {
  it("take a hook of 12 words and refuse one of 13", () => {
    expect(hookFits("um dois três quatro cinco seis sete oito nove dez onze doze")).toBe(true);
    expect(hookFits("um dois três quatro cinco seis sete oito nove dez onze doze treze")).toBe(
      false,
    );
  });

  it("give the fastest channels shorter calls to action", () => {
    expect(ctaMaxWords("twitter")).toBeLessThan(ctaMaxWords("linkedin"));
    const nineWords = "Mande uma mensagem agora e agende sua primeira aula";
    expect(ctaFits(nineWords, "linkedin")).toBe(true);
    expect(ctaFits(nineWords, "whatsapp_status")).toBe(false);
  });
});
