// @vitest-environment jsdom
import { wordDiff } from "@shared/word-diff";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { WordDiff } from "./word-diff";

afterEach(cleanup);

const renderDiff = (before: string, after: string) => {
  const { parts, exact } = wordDiff(before, after);
  return render(<WordDiff parts={parts} exact={exact} />).container;
};

describe("the word diff view", () => {
  it("marks additions as insertions and removals as deletions, in reading order", () => {
    const view = renderDiff("Olá, você está bem", "Olá, você estava bem");
    const runs = view.querySelectorAll("p ins, p del");
    expect([...runs].map((run) => [run.tagName, run.textContent])).toEqual([
      ["DEL", "removido: está fim"],
      ["INS", "adicionado: estava fim"],
    ]);
    expect(view.querySelector("p")?.textContent).toBe(
      "Olá, você removido: está fimadicionado: estava fim bem",
    );
  });

  it("says what each mark means, beyond colour", () => {
    renderDiff("a", "b");
    expect(
      screen.getByRole("figure", { name: "Diferenças entre as versões" }).textContent,
    ).toContain("Sublinhado: adicionadoRiscado: removido");
  });

  it("shows a line break that alone was added", () => {
    const view = renderDiff("Gancho.\nCorpo.", "Gancho.\n\nCorpo.");
    expect(view.querySelector("p ins")?.textContent).toBe("adicionado: ↵quebra de linha\n fim");
  });

  it("says when the texts differ too much to be marked word by word", () => {
    render(
      <WordDiff
        parts={[
          { kind: "removed", text: "velho" },
          { kind: "added", text: "novo" },
        ]}
        exact={false}
      />,
    );
    expect(
      screen.getByText("As versões diferem demais para marcar palavra a palavra."),
    ).toBeTruthy();
  });

  it("says so when both texts are empty", () => {
    renderDiff("", "");
    expect(screen.getByText("Os dois textos estão vazios.")).toBeTruthy();
  });
});
