import { describe, expect, it } from "vitest";
import { QUICK_COMMANDS } from "../../shared/generation/inputs.ts";
import { applyQuickCommand, DETAILS_NEED_AI, QUICK_COMMANDS_ONLY } from "./offline-edit.ts";

const edit = (content: string, instruction: string) => {
  const outcome = applyQuickCommand(content, instruction);
  return "text" in outcome ? outcome.text : "";
};

const text = `## Nossa padaria
Oi galera! A gente faz pão fresco todo dia pra vc 😀. Além disso, utilizamos fermentação natural.

## Entregas
Realizamos entregas no bairro; entretanto, o pedido deve ser feito até as 18h. Portanto, planeje-se. Venha nos visitar. Estamos esperando por você.`;

describe("quick commands of the demonstration mode", () => {
  it("every quick command the edit chat offers changes the text or says why not", () => {
    for (const command of QUICK_COMMANDS) {
      const outcome = applyQuickCommand(text, command);
      if ("text" in outcome) expect(outcome.text, command).not.toBe(text);
      else expect(outcome.why, command).toBe(DETAILS_NEED_AI);
    }
  });

  it("other instructions are refused naming the four commands", () => {
    expect(applyQuickCommand(text, "Traduza para o inglês")).toEqual({ why: QUICK_COMMANDS_ONLY });
    expect(QUICK_COMMANDS_ONLY).toBe(
      'No modo demonstração, apenas os comandos rápidos estão disponíveis: "Torne mais formal", "Resuma em 2 parágrafos", "Adicione mais detalhes" e "Simplifique a linguagem".',
    );
  });

  it("'Adicione mais detalhes' pastes no instructions into the text (a caption's included): it says why it cannot", () => {
    const caption = "Pão de fermentação natural saindo agora. Passe aqui!";
    expect(applyQuickCommand(caption, "Adicione mais detalhes")).toEqual({ why: DETAILS_NEED_AI });
  });

  it("'Torne mais formal' makes 'Beleza!' formal but keeps the salão de beleza", () => {
    const edited = edit(
      "Beleza! Seu horário no salão de beleza está marcado, beleza?\nA beleza do cabelo cacheado.",
      "Torne mais formal",
    );
    expect(edited).toBe(
      "Certo. Seu horário no salão de beleza está marcado, certo?\nA beleza do cabelo cacheado.",
    );
  });

  it("'Torne mais formal' replaces informal words and exclamations", () => {
    const edited = edit(text, "Torne mais formal");
    expect(edited).toContain("Olá pessoal. Nossa equipe faz pão fresco todo dia para você");
    expect(edited).not.toMatch(/😀|!|\bvc\b|\bpra\b/);
  });

  it("'Resuma em 2 parágrafos' gives exactly two plain paragraphs", () => {
    const edited = edit(text, "Resuma em 2 parágrafos");
    const paragraphs = edited.split("\n\n");
    expect(paragraphs).toHaveLength(2);
    expect(edited).not.toContain("#");
    expect(edited.length).toBeLessThan(text.length);
  });

  it("'Simplifique a linguagem' swaps formal words for plain ones", () => {
    const edited = edit(text, "Simplifique a linguagem");
    expect(edited).toContain("Também, usamos fermentação natural");
    expect(edited).toContain("Fazemos entregas no bairro. Mas, o pedido");
    expect(edited).toContain("Então, planeje-se");
    expect(edited).not.toContain("##");
  });

  it("is deterministic and declines instructions it cannot apply", () => {
    expect(applyQuickCommand(text, "Resuma em 2 parágrafos")).toEqual(
      applyQuickCommand(text, "Resuma em 2 parágrafos"),
    );
    expect(applyQuickCommand(text, "Traduza para o inglês")).toEqual({ why: QUICK_COMMANDS_ONLY });
  });
});
