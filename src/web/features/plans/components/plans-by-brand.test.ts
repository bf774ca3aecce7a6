import type { PlanSummary } from "@shared/plans";
import { describe, expect, it } from "vitest";
import { NO_BRAND, plansByBrand } from "./plans-by-brand";

const plan = (id: string, brandName: string | null, startDate: string): PlanSummary => ({
  id,
  title: `Plano ${id}`,
  brandId: brandName ? `brand-${brandName}` : null,
  brandName,
  brandColor: null,
  startDate,
  endDate: startDate,
  channels: ["instagram"],
  strategyHistoryId: null,
  author: "Ana",
  progress: { total: 0, ideia: 0, em_producao: 0, aprovado: 0, publicado: 0, ajustes_pedidos: 0 },
  nextPost: null,
  createdAt: startDate,
  updatedAt: startDate,
});

describe("plans grouped by brand", () => {
  it("orders brands by name with the plans without a brand last", () => {
    const groups = plansByBrand([
      plan("1", null, "2026-11-25"),
      plan("2", "Zé Café", "2026-11-25"),
      plan("3", "Ábaco", "2026-11-25"),
    ]);
    expect(groups.map((g) => g.name)).toEqual(["Ábaco", "Zé Café", NO_BRAND]);
  });

  it("keeps a brand's plans together, the newest window first", () => {
    const groups = plansByBrand([
      plan("old", "Loja", "2026-01-05"),
      plan("other", "Café", "2026-03-02"),
      plan("new", "Loja", "2026-11-25"),
    ]);
    expect(groups.find((g) => g.name === "Loja")?.plans.map((p) => p.id)).toEqual(["new", "old"]);
  });
});
