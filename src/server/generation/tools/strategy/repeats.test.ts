import { describe, expect, it } from "vitest";
import { ideaWords, nearlySame, repeatedPosts } from "./repeats.ts";

const post = (index: number, theme: string, hook = `Gancho ${index}`) => ({ index, theme, hook });

describe("the repeat check", () => {
  it("reads a text's idea words without accents, case, punctuation, filler words or endings", () => {
    expect([...ideaWords("Dicas de Café para o Inverno!")]).toEqual(["dic", "caf", "invern"]);
    // Plural, gender and verb endings, and a synonym, read as one word.
    expect(ideaWords("conselhos")).toEqual(ideaWords("dica"));
    expect(ideaWords("cuidado")).toEqual(ideaWords("cuidar"));
    expect(ideaWords("opções")).toEqual(ideaWords("opção"));
    expect(ideaWords("flores")).toEqual(ideaWords("flor"));
  });

  it("finds a near-duplicate said in other words: synonyms, other forms of a word", () => {
    const same = (a: string, b: string) => nearlySame(ideaWords(a), ideaWords(b));
    expect(
      same("3 dicas para cuidar do cabelo no inverno", "Conselhos de cuidado capilar no frio"),
    ).toBe(true);
    expect(
      same("Erros comuns ao escolher um vestido", "Os enganos mais comuns na escolha do vestido"),
    ).toBe(true);
    // Words of one brand's field are not one idea.
    expect(same("Cuidados com o cabelo no verão", "Cortes de cabelo para o inverno")).toBe(false);
    expect(
      repeatedPosts([
        post(0, "3 dicas para cuidar do cabelo no inverno"),
        post(1, "Conselhos de cuidado capilar no frio"),
      ]),
    ).toEqual([1]);
  });

  it("finds the same idea in other words, but not two themes that share a word or two", () => {
    const same = (a: string, b: string) => nearlySame(ideaWords(a), ideaWords(b));
    expect(same("Dicas de café para o inverno", "dicas do café no inverno")).toBe(true);
    expect(same("Como escolher o café certo", "Como escolher o café certo em casa")).toBe(true);
    expect(same("Café coado no inverno", "Café gelado no verão")).toBe(false);
    expect(same("Tema 1", "Tema 2")).toBe(false);
    expect(same("", "")).toBe(false);
  });

  it("names each post whose theme or hook repeats an earlier one, and keeps the first", () => {
    expect(
      repeatedPosts([
        post(0, "Dicas de café para o inverno"),
        post(1, "Bastidores da torra"),
        post(2, "DICAS DE CAFÉ NO INVERNO"),
        post(3, "Origem dos grãos", "Gancho 1"),
        post(4, "Dicas de café para o inverno"),
      ]),
    ).toEqual([2, 3, 4]);
    expect(repeatedPosts([post(0, "Tema 0"), post(1, "Tema 1")])).toEqual([]);
  });
});
