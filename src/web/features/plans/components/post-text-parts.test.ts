import { describe, expect, it } from "vitest";
import { changedParts, filledParts, writtenParts } from "./post-text-parts";

const text = {
  theme: "Pão de fermentação natural",
  hook: "Você sabe quanto tempo leva um pão?",
  callToAction: "",
  notes: "",
  caption: { caption: "Pão de verdade.", hashtags: ["#pão"], altText: "", firstComment: "" },
};

describe("a post's text as its versions show it", () => {
  it("reads only the parts that have text, in the panel's order", () => {
    expect(filledParts(text).map((part) => part.label)).toEqual([
      "Tema",
      "Gancho",
      "Legenda",
      "Hashtags",
    ]);
  });

  it("compares only the parts that changed, word by word", () => {
    const changes = changedParts(text, { ...text, hook: "Você sabe quanto tempo leva?" });
    expect(changes.map((change) => change.label)).toEqual(["Gancho"]);
    expect(changes[0]?.parts.filter((part) => part.kind !== "same")).toEqual([
      { kind: "removed", text: " um pão" },
    ]);
  });

  it("a caption added since shows as text added", () => {
    const changes = changedParts({ ...text, caption: null }, text);
    expect(changes.map((change) => change.label)).toEqual(["Legenda", "Hashtags"]);
    expect(changes[0]?.parts).toEqual([{ kind: "added", text: "Pão de verdade." }]);
  });
});

describe("the words a refused save held", () => {
  it("are the parts it changed, with their new text", () => {
    const caption = { ...text.caption, caption: "Pão de verdade leva tempo." };
    expect(writtenParts(text, { hook: text.hook, notes: "Levar tripé", caption })).toEqual([
      { label: "Notas", text: "Levar tripé" },
      { label: "Legenda", text: "Pão de verdade leva tempo." },
    ]);
  });
});
