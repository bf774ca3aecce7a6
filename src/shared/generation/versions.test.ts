import { describe, expect, it } from "vitest";
import { VERSION_MADE, versionMadeLabel } from "./versions.ts";

describe("how a version was made, in words", () => {
  it("names each way a version is made", () => {
    expect(versionMadeLabel({ made: "generated" })).toBe("Gerado");
    expect(versionMadeLabel({ made: "manual" })).toBe("Editado à mão");
  });

  it("an AI edit says its instruction", () => {
    expect(versionMadeLabel({ made: "ai_edit", instruction: "Torne mais formal" })).toBe(
      "Editado com IA: Torne mais formal",
    );
    expect(versionMadeLabel({ made: "ai_edit", instruction: null })).toBe("Editado com IA");
  });

  it("a restore says which version it copied", () => {
    expect(versionMadeLabel({ made: "restored", restoredFrom: 2 })).toBe("Restaurado da versão 2");
    expect(versionMadeLabel({ made: "restored" })).toBe("Restaurado");
  });

  it("a variation says which option it was", () => {
    expect(versionMadeLabel({ made: "variation", instruction: "Opção 2 de 3" })).toBe(
      "Variação: Opção 2 de 3",
    );
  });

  it("a regeneration says its instruction", () => {
    expect(versionMadeLabel({ made: "regenerated", instruction: "mais curto" })).toBe(
      "Gerado novamente: mais curto",
    );
  });

  it("every way a version is made has a label", () => {
    for (const made of VERSION_MADE) expect(versionMadeLabel({ made })).not.toBe("");
  });
});
