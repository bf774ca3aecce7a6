import { describe, expect, it } from "vitest";
import { legalRulesOf, legalRulesText, mayAdvertise } from "./legal-rules.ts";

describe("legal rules read from a brand's own words", () => {
  it("find a dermatology clinic's council and the prescription drug it applies", () => {
    const rules = legalRulesOf(
      "Clínica de dermatologia; nossas médicas aplicam toxina botulínica após consulta.",
    );
    expect(rules).toMatchObject({
      councils: ["CFM"],
      noSales: true,
      prescriptionDrugs: ["toxina botulinica"],
      alcohol: false,
    });
    const text = legalRulesText(rules);
    expect(text).toContain("CFM (Resolução 2.336/2023)");
    expect(text).toContain("ANVISA");
  });

  it("find each council by its professionals, and alcohol by its drinks", () => {
    expect(legalRulesOf("Consultório de psicologia").councils).toEqual(["CFP"]);
    expect(legalRulesOf("Escritório de advocacia trabalhista").councils).toEqual(["OAB"]);
    expect(legalRulesOf("Nutricionista esportiva").councils).toEqual(["CRN"]);
    expect(legalRulesOf("Clínica veterinária 24 horas").councils).toEqual(["CRMV"]);
    expect(legalRulesOf("Cervejaria artesanal").alcohol).toBe(true);
    expect(legalRulesText(legalRulesOf("Cervejaria artesanal"))).toContain("Beba com moderação");
  });

  it("let a shop sell, and name what it sells", () => {
    expect(legalRulesOf("Loja de roupas femininas em linho")).toMatchObject({
      councils: [],
      noSales: false,
      alcohol: false,
    });
    expect(mayAdvertise("Vestidos de linho")).toBe(true);
    expect(mayAdvertise("Toxina botulínica")).toBe(false);
  });
});
