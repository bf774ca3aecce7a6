import { describe, expect, it } from "vitest";
import { HOOK_MAX_WORDS, wordCount } from "../../../shared/generation/post-rules.ts";
import { composeHookOptions } from "../offline-variations.ts";
import { hookOf } from "./post-parts.ts";

describe("a post's hook as its options keep it", () => {
  it("is one line of at most 12 words, the rest cut", () => {
    expect(hookOf("\nPrimeira linha curta.\nSegunda linha.", [])).toBe("Primeira linha curta.");
    const long = "um dois três quatro cinco seis sete oito nove dez onze doze treze catorze.";
    expect(hookOf(long, [])).toBe("um dois três quatro cinco seis sete oito nove dez onze doze");
    expect(hookOf("Pão de fermentação natural, feito com tempo!", [])).toBe(
      "Pão de fermentação natural, feito com tempo!",
    );
  });

  it("never keeps the brand's words to avoid", () => {
    expect(hookOf("Pão barato? Não: pão com tempo.", ["barato"])).toBe("Pão? Não: pão com tempo.");
  });
});

describe("the offline composer's hook options", () => {
  it("are three, different from the hook and each other, each within the hook's words", () => {
    for (const hook of [
      "O segredo do nosso pão está no tempo.",
      "Você sabia que o pão de fermentação natural é mais leve para a digestão?",
      "Pão.",
    ]) {
      const options = composeHookOptions(hook);
      expect(options, hook).toHaveLength(3);
      expect(new Set([hook, ...options]).size, hook).toBe(4);
      for (const option of options) {
        expect(wordCount(option), option).toBeLessThanOrEqual(HOOK_MAX_WORDS);
      }
    }
  });
});
