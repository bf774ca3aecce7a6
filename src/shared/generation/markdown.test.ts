import { describe, expect, it } from "vitest";
import { stripMarkdown } from "./markdown.ts";

describe("stripMarkdown", () => {
  it("removes heading marks, emphasis and inline code", () => {
    expect(
      stripMarkdown("# Título\n## Seção 1 ##\nTexto **forte**, *leve*, _itálico_ e `código`."),
    ).toBe("Título\nSeção 1\nTexto forte, leve, itálico e código.");
  });

  it("keeps the text of links and images", () => {
    expect(stripMarkdown("Veja [nosso site](https://exemplo.com) e ![logo](logo.png).")).toBe(
      "Veja nosso site e logo.",
    );
  });

  it("turns bullets into dashes and keeps numbered lists", () => {
    expect(stripMarkdown("* um\n+ dois\n  * três\n1. primeiro")).toBe(
      "- um\n- dois\n  - três\n1. primeiro",
    );
  });

  it("drops rules, quote marks and code fences and collapses blank lines", () => {
    expect(stripMarkdown("> citação\n\n---\n\n\n```md\nbloco\n```\nfim")).toBe(
      "citação\n\nbloco\nfim",
    );
  });

  it("leaves plain text and snake_case words alone", () => {
    const text = "Preço: 2 * 3 = 6 reais; use aumentar_vendas_mes.";
    expect(stripMarkdown(text)).toBe(text);
  });
});
