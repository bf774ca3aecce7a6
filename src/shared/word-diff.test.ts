import { describe, expect, it } from "vitest";
import { type DiffPart, wordDiff } from "./word-diff.ts";

const removed = (parts: DiffPart[]) => parts.filter((p) => p.kind === "removed").map((p) => p.text);
const added = (parts: DiffPart[]) => parts.filter((p) => p.kind === "added").map((p) => p.text);
const side = (parts: DiffPart[], kind: "added" | "removed") =>
  parts
    .filter((p) => p.kind !== kind)
    .map((p) => p.text)
    .join("");

describe("the word diff", () => {
  it("marks whole accented words, not the letters around the accent", () => {
    const { parts, exact } = wordDiff("Você está ótimo hoje", "Você estava ótimo amanhã");
    expect(exact).toBe(true);
    expect(removed(parts)).toEqual(["está", "hoje"]);
    expect(added(parts)).toEqual(["estava", "amanhã"]);
  });

  it("marks a changed punctuation mark alone and keeps the words beside it", () => {
    const { parts } = wordDiff("Olá, Maria.", "Olá! Maria.");
    expect(removed(parts)).toEqual([","]);
    expect(added(parts)).toEqual(["!"]);
    expect(parts[0]).toEqual({ kind: "same", text: "Olá" });
  });

  it("shows a line break added or removed", () => {
    expect(added(wordDiff("Gancho.\nCorpo.", "Gancho.\n\nCorpo.").parts)).toEqual(["\n"]);
    const joined = wordDiff("Gancho.\nCorpo.", "Gancho. Corpo.").parts;
    expect(removed(joined)).toEqual(["\n"]);
    expect(added(joined)).toEqual([" "]);
  });

  it("rebuilds both texts from its parts", () => {
    const before = "Primeiro parágrafo, curto.\n\nSegundo: com ação e emoção!";
    const after = "Primeiro parágrafo (longo).\nSegundo: sem ação, mas com emoção?";
    const { parts } = wordDiff(before, after);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
  });

  it("an empty side is the whole other text added or removed", () => {
    expect(wordDiff("", "Texto novo").parts).toEqual([{ kind: "added", text: "Texto novo" }]);
    expect(wordDiff("Texto velho", "").parts).toEqual([{ kind: "removed", text: "Texto velho" }]);
    expect(wordDiff("", "").parts).toEqual([]);
  });

  it("equal texts are one unchanged part", () => {
    expect(wordDiff("Igual, igualzinho.", "Igual, igualzinho.").parts).toEqual([
      { kind: "same", text: "Igual, igualzinho." },
    ]);
  });

  it("gives up quickly on two long texts that share nothing, showing one removal and one addition", () => {
    const before = Array.from({ length: 2500 }, (_, i) => `palavra${i}`).join(" ");
    const after = Array.from({ length: 2500 }, (_, i) => `outra${i}`).join(" ");
    expect(before.length).toBeGreaterThan(20_000);
    const started = performance.now();
    const { parts, exact } = wordDiff(before, after);
    expect(performance.now() - started).toBeLessThan(500);
    expect(exact).toBe(false);
    expect(parts).toEqual([
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ]);
  });

  it("still marks a small change in a long text exactly", () => {
    const long = "Uma frase comum do roteiro. ".repeat(700);
    const { parts, exact } = wordDiff(long, `${long}Fim.`);
    expect(exact).toBe(true);
    expect(added(parts)).toEqual(["Fim."]);
  });
});
