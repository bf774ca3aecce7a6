import { describe, expect, it } from "vitest";
import { funnelStageOf } from "./funnel.ts";

const plain = { commercialDate: null };
const stages = (objective: Parameters<typeof funnelStageOf>[0]) =>
  Array.from({ length: 10 }, (_, i) => funnelStageOf(objective, i, plain, true));
const count = (list: string[], stage: string) => list.filter((s) => s === stage).length;

describe("the funnel stage of a plan's posts", () => {
  it("follows the objective: a sales plan converts often, a follower plan never asks to buy", () => {
    const sales = stages("aumentar_vendas");
    expect(count(sales, "conversao")).toBe(3);
    expect(count(sales, "fidelizacao")).toBe(1);
    expect(count(stages("aumentar_seguidores"), "conversao")).toBe(0);
    expect(stages("gerar_autoridade")[0]).toBe("descoberta");
    // Ten posts a turn: the eleventh starts again.
    expect(funnelStageOf("atrair_clientes", 12, plain, true)).toBe(
      funnelStageOf("atrair_clientes", 2, plain, true),
    );
  });

  it("a date's post converts where the business may sell, informs where it may not", () => {
    const dated = { commercialDate: "Dia das Mães" };
    expect(funnelStageOf("aumentar_seguidores", 0, dated, true)).toBe("conversao");
    expect(funnelStageOf("aumentar_vendas", 2, dated, false)).toBe("consideracao");
    expect(funnelStageOf("aumentar_vendas", 2, { ...plain, warmUp: "Natal" }, true)).toBe(
      "consideracao",
    );
  });
});
