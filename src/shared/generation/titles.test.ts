import { describe, expect, it } from "vitest";
import { defaultTitle, promptTitle, scriptTitle, strategyTitle } from "./titles.ts";

const may15 = new Date("2025-05-15T15:00:00Z");

describe("history titles", () => {
  it("the default title is the first line without leading #, * and spaces", () => {
    expect(defaultTitle("## **Estratégia de verão**\nresto", "Estratégia")).toBe(
      "Estratégia de verão**",
    );
    expect(defaultTitle("  * Linha\r\nsegunda", "Roteiro")).toBe("Linha");
  });

  it("a first line of 50 characters or more is cut to 50 with an ellipsis", () => {
    expect(defaultTitle("a".repeat(49), "Prompt Base")).toBe("a".repeat(49));
    expect(defaultTitle("b".repeat(50), "Prompt Base")).toBe(`${"b".repeat(50)}...`);
    expect(defaultTitle(`# ${"c".repeat(80)}`, "Prompt Base")).toBe(`${"c".repeat(50)}...`);
  });

  it("an empty first line falls back to the content type and the Brazilian date", () => {
    expect(defaultTitle("", "Estratégia", may15)).toBe("Estratégia - 15/05/2025");
    expect(defaultTitle("###  \nTexto", "Roteiro", may15)).toBe("Roteiro - 15/05/2025");
    expect(defaultTitle("**", "Prompt Base", may15)).toBe("Prompt Base - 15/05/2025");
  });

  it("the date of the fallback is the day in Brazil, not in UTC", () => {
    expect(defaultTitle("", "Roteiro", new Date("2025-05-16T02:00:00Z"))).toBe(
      "Roteiro - 15/05/2025",
    );
  });

  it("a base prompt is titled with the brand", () => {
    expect(promptTitle("Café da Serra")).toBe("Prompt para Café da Serra");
  });

  it("a strategy is titled with the objective label and 30 characters of the products", () => {
    expect(strategyTitle("aumentar_vendas", "Cafés especiais")).toBe(
      "Estratégia para Aumentar vendas: Cafés especiais",
    );
    expect(strategyTitle("gerar_autoridade", "x".repeat(30))).toBe(
      `Estratégia para Gerar autoridade: ${"x".repeat(30)}`,
    );
    expect(strategyTitle("atrair_clientes", "y".repeat(31))).toBe(
      `Estratégia para Atrair clientes: ${"y".repeat(30)}...`,
    );
  });

  it("a script is titled with the format label and 30 characters of the final goal", () => {
    expect(scriptTitle("carrossel", "Vender o kit de Natal para novos clientes")).toBe(
      "Roteiro de Carrossel: Vender o kit de Natal para nov...",
    );
    expect(scriptTitle("video", "Agendar visitas")).toBe("Roteiro de Vídeo: Agendar visitas");
  });
});
