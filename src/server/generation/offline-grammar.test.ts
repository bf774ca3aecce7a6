import { describe, expect, it } from "vitest";
import { nounOf, ofThe, the, yourNoun, yours } from "./offline-grammar.ts";

describe("the offline composer's agreement", () => {
  it("reads a product's gender and number from its head noun", () => {
    expect(yourNoun(nounOf("Consulta de avaliação"))).toBe("a sua consulta de avaliação");
    expect(yourNoun(nounOf("calça de alfaiataria"))).toBe("a sua calça de alfaiataria");
    expect(yourNoun(nounOf("Vestidos de linho"))).toBe("os seus vestidos de linho");
    expect(the(nounOf("Pão de queijo"))).toBe("o pão de queijo");
    expect(ofThe(nounOf("Rações"))).toBe("das rações");
    expect(the(nounOf("Inglês para negócios"))).toBe("o inglês para negócios");
    expect(yours(nounOf("Hidratação"))).toBe("a sua");
    expect(the(nounOf("Check-up de pintas"))).toBe("o check-up de pintas");
    expect(the(nounOf("Aposentadoria pelo INSS"))).toBe("a aposentadoria pelo INSS");
  });
});
