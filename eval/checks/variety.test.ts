import { describe, expect, it } from "vitest";
import { distinctOpeningShare, distinctShare } from "./variety.ts";

describe("variety across a plan", () => {
  it("counts texts that differ only in case, accents or punctuation as one", () => {
    expect(distinctShare(["Pão quente!", "pao quente", "Bolo caseiro", "Café"])).toBe(0.75);
    expect(distinctShare([])).toBe(1);
  });

  it("sees hooks filled from one template as one opening", () => {
    const hooks = [
      "O que ninguém te conta sobre pão",
      "O que ninguém te conta sobre bolo",
      "3 erros comuns com café",
      "Você já provou nosso pão?",
    ];
    expect(distinctShare(hooks)).toBe(1);
    expect(distinctOpeningShare(hooks)).toBe(0.75);
  });
});
