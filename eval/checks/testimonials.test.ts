import { describe, expect, it } from "vitest";
import { fillsTestimony, inventedTestimonials } from "./testimonials.ts";

describe("invented testimonials", () => {
  it("find clients' verdicts stated as facts and quotations signed by a name", () => {
    expect(inventedTestimonials("Por que nossos clientes voltam sempre para o pão")).toEqual([
      "nossos clientes voltam",
    ]);
    expect(inventedTestimonials("Pacientes satisfeitos em toda a cidade")).toEqual([
      "pacientes satisfeitos",
    ]);
    expect(inventedTestimonials('"O melhor pão do bairro!" — Ana, cliente desde 2010')).toEqual([
      '"O melhor pão do bairro!" — Ana',
    ]);
  });

  it("let copy invite real testimonials or quote nobody", () => {
    expect(inventedTestimonials("Conte nos comentários: você já provou?")).toEqual([]);
    expect(inventedTestimonials("Quem já conhece conta: [DEPOIMENTO REAL]")).toEqual([]);
  });

  it("find a testimonial post written without the placeholder", () => {
    expect(fillsTestimony("Depoimentos: pães de fermentação natural")).toBe(true);
    expect(fillsTestimony("Prova social: o que dizem da padaria")).toBe(true);
    expect(fillsTestimony("Depoimentos: [DEPOIMENTO REAL] sobre pães")).toBe(false);
    expect(fillsTestimony("Bastidores da fornada")).toBe(false);
  });
});
