import { describe, expect, it } from "vitest";
import {
  approvalCounts,
  approvalStateOf,
  approvalSummary,
  isWaiting,
  whatsappShareUrl,
} from "./approval-rules.ts";
import { POST_STATUS_VALUES } from "./plans.ts";

describe("where a post stands for the client", () => {
  it("published counts as approved, changes asked as changes, the rest as waiting", () => {
    expect(POST_STATUS_VALUES.map((s) => [s, approvalStateOf(s)])).toEqual([
      ["ideia", "waiting"],
      ["em_producao", "waiting"],
      ["aprovado", "approved"],
      ["publicado", "approved"],
      ["ajustes_pedidos", "changes"],
    ]);
    expect(POST_STATUS_VALUES.filter(isWaiting)).toEqual(["ideia", "em_producao"]);
  });

  it("counts a plan's posts by state and sums it up as the issue writes it, in the singular for one", () => {
    const counts = approvalCounts([
      { status: "aprovado", count: 10 },
      { status: "publicado", count: 2 },
      { status: "ajustes_pedidos", count: 2 },
      { status: "ideia", count: 20 },
      { status: "em_producao", count: 5 },
    ]);
    expect(approvalSummary(counts)).toBe("12 aprovados, 2 com ajustes, 25 aguardando");
    expect(approvalSummary(approvalCounts([{ status: "publicado", count: 1 }]))).toBe(
      "1 aprovado, 0 com ajustes, 0 aguardando",
    );
  });

  it("the WhatsApp link carries a Portuguese message with the URL", () => {
    const url = "https://app.exemplo.com.br/aprovacao/abc";
    const link = whatsappShareUrl(url);
    expect(link.startsWith("https://wa.me/?text=")).toBe(true);
    const text = decodeURIComponent(link.slice("https://wa.me/?text=".length));
    expect(text).toMatch(/^Olá! Segue o planejamento de conteúdo para sua aprovação\./);
    expect(text.endsWith(url)).toBe(true);
  });
});
