import { describe, expect, it } from "vitest";
import { europeanFormsIn } from "./european-portuguese.ts";

describe("European-Portuguese forms", () => {
  it("are found in Portugal's words and its progressive", () => {
    expect(
      europeanFormsIn(
        "A nossa equipa está a preparar o registo: deixe o seu contacto e telemóvel.",
      ),
    ).toEqual(["equipa", "registo", "contacto", "telemovel", "esta a preparar"]);
  });

  it("are not found in the Brazilian forms", () => {
    expect(
      europeanFormsIn(
        "Nossa equipe está preparando o registro: deixe seu contato e celular. De fato!",
      ),
    ).toEqual([]);
  });
});
