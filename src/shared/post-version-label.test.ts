import { describe, expect, it } from "vitest";
import { postVersionLabel } from "./post-version-label.ts";

describe("what a post's version says it changed", () => {
  it("names the field and how it changed: a generated caption, a hook's option, a hand edit", () => {
    expect(postVersionLabel({ number: 3, made: "generated", changed: ["caption"] })).toBe(
      "Legenda gerada",
    );
    expect(
      postVersionLabel({
        number: 4,
        made: "variation",
        instruction: "Opção 2 de 3",
        changed: ["hook"],
      }),
    ).toBe("Gancho: opção 2 de 3");
    expect(postVersionLabel({ number: 5, made: "manual", changed: ["notes"] })).toBe(
      "Notas editadas à mão",
    );
    expect(
      postVersionLabel({ number: 6, made: "restored", restoredFrom: 1, changed: ["hook"] }),
    ).toBe("Gancho restaurado da versão 1");
    expect(
      postVersionLabel({
        number: 7,
        made: "ai_edit",
        instruction: "Mais curto",
        changed: ["callToAction"],
      }),
    ).toBe("Chamada para ação editada com IA: Mais curto");
  });

  it("lists the fields when several changed at once", () => {
    expect(postVersionLabel({ number: 2, made: "manual", changed: ["hook", "notes"] })).toBe(
      "Editado à mão · gancho e notas",
    );
    expect(
      postVersionLabel({ number: 2, made: "manual", changed: ["theme", "hook", "caption"] }),
    ).toBe("Editado à mão · tema, gancho e legenda");
  });

  it("says where a first version came from, and how a version with nothing to compare was made", () => {
    expect(postVersionLabel({ number: 1, made: "generated", changed: [] })).toBe(
      "Criada com o plano",
    );
    expect(postVersionLabel({ number: 1, made: "manual", changed: [] })).toBe("Criada à mão");
    expect(postVersionLabel({ number: 9, made: "generated", changed: [] })).toBe("Gerado");
  });
});
