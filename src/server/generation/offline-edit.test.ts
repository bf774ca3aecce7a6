import { describe, expect, it } from "vitest";
import { QUICK_COMMANDS } from "../../shared/generation/inputs.ts";
import { applyQuickCommand, QUICK_COMMANDS_ONLY } from "./offline-edit.ts";

const text = `## Nossa padaria
Oi galera! A gente faz pão fresco todo dia pra vc 😀. Além disso, utilizamos fermentação natural.

## Entregas
Realizamos entregas no bairro; entretanto, o pedido deve ser feito até as 18h. Portanto, planeje-se. Venha nos visitar. Estamos esperando por você.`;

describe("quick commands of the demonstration mode", () => {
  it("every quick command the edit chat offers has a rule", () => {
    for (const command of QUICK_COMMANDS) {
      expect(applyQuickCommand(text, command), command).not.toBeNull();
    }
  });

  it("other instructions are refused naming the four commands", () => {
    expect(applyQuickCommand(text, "Traduza para o inglês")).toBeNull();
    expect(QUICK_COMMANDS_ONLY).toBe(
      'No modo demonstração, apenas os comandos rápidos estão disponíveis: "Torne mais formal", "Resuma em 2 parágrafos", "Adicione mais detalhes" e "Simplifique a linguagem".',
    );
  });

  it("'Torne mais formal' makes 'Beleza!' formal but keeps the salão de beleza", () => {
    const edited = applyQuickCommand(
      "Beleza! Seu horário no salão de beleza está marcado, beleza?\nA beleza do cabelo cacheado.",
      "Torne mais formal",
    );
    expect(edited).toBe(
      "Certo. Seu horário no salão de beleza está marcado, certo?\nA beleza do cabelo cacheado.",
    );
  });

  it("'Torne mais formal' replaces informal words and exclamations", () => {
    const edited = applyQuickCommand(text, "Torne mais formal") ?? "";
    expect(edited).toContain("Olá pessoal. Nossa equipe faz pão fresco todo dia para você");
    expect(edited).not.toMatch(/😀|!|\bvc\b|\bpra\b/);
  });

  it("'Resuma em 2 parágrafos' gives exactly two plain paragraphs", () => {
    const edited = applyQuickCommand(text, "Resuma em 2 parágrafos") ?? "";
    const paragraphs = edited.split("\n\n");
    expect(paragraphs).toHaveLength(2);
    expect(edited).not.toContain("#");
    expect(edited.length).toBeLessThan(text.length);
  });

  it("'Adicione mais detalhes' keeps the text and adds a section built on its topics", () => {
    const edited = applyQuickCommand(text, "Adicione mais detalhes") ?? "";
    expect(edited.startsWith(text)).toBe(true);
    expect(edited).toContain("## Detalhes adicionais");
    expect(edited).toContain("- Nossa padaria: inclua um exemplo concreto");
  });

  it("'Simplifique a linguagem' swaps formal words for plain ones", () => {
    const edited = applyQuickCommand(text, "Simplifique a linguagem") ?? "";
    expect(edited).toContain("Também, usamos fermentação natural");
    expect(edited).toContain("Fazemos entregas no bairro. Mas, o pedido");
    expect(edited).toContain("Então, planeje-se");
    expect(edited).not.toContain("##");
  });

  it("is deterministic and declines instructions it cannot apply", () => {
    expect(applyQuickCommand(text, "Resuma em 2 parágrafos")).toBe(
      applyQuickCommand(text, "Resuma em 2 parágrafos"),
    );
    expect(applyQuickCommand(text, "Traduza para o inglês")).toBeNull();
  });
});
