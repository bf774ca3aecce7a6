import { describe, expect, it } from "vitest";
import { avoidedWordsIn } from "./avoided-words.ts";

describe("words to avoid", () => {
  it("are found in any case or accent, as whole words or phrases", () => {
    expect(
      avoidedWordsIn("Seu SORRISO PERFEITO, sem dor e Indolor!", [
        "sorriso perfeito",
        "indolor",
        "barato",
      ]),
    ).toEqual(["sorriso perfeito", "indolor"]);
  });

  it("are not found inside other words", () => {
    expect(avoidedWordsIn("Um bicho-da-seda? Não: baratos não.", ["barato", "cura"])).toEqual([]);
  });
});
