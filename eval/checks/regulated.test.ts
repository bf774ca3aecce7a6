import { describe, expect, it } from "vitest";
import { offersIn, regulatedProblems } from "./regulated.ts";

describe("regulated businesses' rules", () => {
  it("find issue 41's offers of a prescription drug by a dermatology clinic", () => {
    const rules = ["conselho_profissional", "medicamento_de_prescricao"] as const;
    expect(regulatedProblems("Black Friday: toxina botulínica em destaque", rules, "post")).toEqual(
      ['oferta "black friday"', 'medicamento "toxina botulinica"'],
    );
    expect(regulatedProblems("Oferta: toxina botulínica — garanta o seu", rules, "post")).toEqual([
      'oferta "oferta"',
      'oferta "garanta o"',
      'medicamento "toxina botulinica"',
    ]);
  });

  it("let a council-bound profession inform, and a shop sell", () => {
    const rules = ["conselho_profissional"] as const;
    expect(regulatedProblems("3 dicas para proteger a pele no verão", rules, "post")).toEqual([]);
    expect(regulatedProblems("Agende a sua consulta pelo link na bio", rules, "post")).toEqual([]);
    expect(regulatedProblems("Garanta o seu vestido na Black Friday", [], "post")).toEqual([]);
    expect(offersIn("Compreender os seus direitos")).toEqual([]);
  });

  it("want the alcohol warning on a brewery's caption, and no children or driving", () => {
    expect(regulatedProblems("Nossa IPA chegou!", ["alcool"], "caption")).toEqual([
      "sem advertência de consumo moderado",
    ]);
    expect(
      regulatedProblems("Dia das Crianças no bar! Beba com moderação.", ["alcool"], "caption"),
    ).toEqual(['álcool e "dia das criancas"']);
    expect(
      regulatedProblems("Nossa IPA chegou. Se beber, não dirija.", ["alcool"], "caption"),
    ).toEqual([]);
    expect(regulatedProblems("Nossa IPA chegou!", ["alcool"], "post")).toEqual([]);
  });
});
