import { describe, expect, it } from "vitest";
import { agreementSlips, cutHook, leaksGoal, planningLabelsIn } from "./slips.ts";

describe("the copy's slips", () => {
  it('find "de forma" before a masculine adjective, not before a feminine one', () => {
    expect(
      agreementSlips("Mostrar, de forma descontraído e de maneira empático, de forma clara"),
    ).toEqual(["de forma descontraido", "de maneira empatico"]);
  });

  it("find a pronoun or determiner of the other gender than the product it stands for", () => {
    // Issue 41's samples: a "consulta" asked for with "o seu", a "calça" with "o seu".
    expect(agreementSlips("Peça o seu pelo link", "Consulta de avaliação")).toEqual(["peca o seu"]);
    expect(agreementSlips("Mande uma mensagem e garanta o seu", "Calças de alfaiataria")).toEqual([
      "garanta o seu",
    ]);
    expect(agreementSlips("Agende já o seu consulta")).toEqual(["o seu consulta", "seu consulta"]);
  });

  it("let agreeing copy pass", () => {
    expect(agreementSlips("Agende a sua consulta", "Consulta de avaliação")).toEqual([]);
    expect(agreementSlips("Garanta a sua calça pelo link na bio", "Calças de alfaiataria")).toEqual(
      [],
    );
    expect(agreementSlips("Garanta o seu", "Vestidos de linho")).toEqual([]);
  });

  it("find a hook cut before its sentence ended", () => {
    expect(cutHook("Você ainda não conhece pão de fermentação natural? Então presta?")).toBe(true);
    expect(cutHook("3 erros comuns na hora de escolher o")).toBe(true);
    expect(cutHook("O pão de fermentação natural leva 24 horas. Quer ver?")).toBe(false);
  });

  it("find the internal goal repeated in public text, not a word of it", () => {
    expect(
      leaksGoal("Para baristas: vender o curso de barista.", "Vender o curso de barista"),
    ).toBe(true);
    expect(leaksGoal("Conheça o curso de barista.", "Vender o curso de barista")).toBe(false);
    expect(leaksGoal("Agende já", "Agende")).toBe(false);
  });

  it("find planning labels in public text", () => {
    expect(planningLabelsIn("Hoje o assunto é produto em uso: Vestidos de linho.")).toEqual([
      "produto em uso:",
      "hoje o assunto e",
    ]);
    expect(planningLabelsIn("Dores do cliente: pele oleosa")).toEqual(["dores do cliente:"]);
    expect(planningLabelsIn("Linho que respira no verão de Floripa.")).toEqual([]);
  });
});
