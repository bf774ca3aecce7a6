import { describe, expect, it } from "vitest";
import { containsPhrase, normalized, wordCount } from "./text.ts";

describe("the eval's text helpers", () => {
  it("compare text without case, accents or repeated spaces", () => {
    expect(normalized("  Promoção   DE Verão ")).toBe("promocao de verao");
  });

  it("count a hyphenated word once and ignore punctuation", () => {
    expect(wordCount("Bem-vindo ao pão-de-ló, 3 vezes!")).toBe(5);
    expect(wordCount("   ")).toBe(0);
  });

  it("find a phrase only as whole words", () => {
    expect(containsPhrase("Nada de Promoção hoje", "promocao")).toBe(true);
    expect(containsPhrase("promocional", "promoção")).toBe(false);
    expect(containsPhrase("anti-idade", "idade")).toBe(true);
    expect(containsPhrase("qualquer texto", "")).toBe(false);
  });
});
