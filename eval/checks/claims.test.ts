import { describe, expect, it } from "vitest";
import { inventedClaims } from "./claims.ts";

describe("invented claims", () => {
  it("are prices, percentages and guarantees the brief does not state", () => {
    expect(
      inventedClaims(
        "Corte por R$ 49,90 com 20% de desconto e resultado garantido. Satisfação total!",
        "Salão de cachos em Salvador.",
      ),
    ).toEqual([
      { kind: "preço", text: "r$ 49,90" },
      { kind: "percentual", text: "20%" },
      { kind: "garantia", text: "resultado garantido" },
      { kind: "garantia", text: "satisfacao total" },
    ]);
  });

  it("leave out what the brief states, however it is spaced", () => {
    expect(
      inventedClaims("Combo por R$24,90 e 10 por cento off", "Combo por R$ 24,90, 10% off"),
    ).toEqual([{ kind: "percentual", text: "10 por cento" }]);
  });

  it("leave out placeholders and the verb garantir's call to act", () => {
    expect(inventedClaims("Por [PREÇO]. Garanta o seu! [DEPOIMENTO REAL]", "")).toEqual([]);
  });
});
