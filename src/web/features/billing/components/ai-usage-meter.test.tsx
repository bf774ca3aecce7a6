// @vitest-environment jsdom
import type { AiUsage } from "@shared/ai-usage";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AiUsageMeter } from "./ai-usage-meter";

afterEach(cleanup);

const usage = (overrides: Partial<AiUsage>): AiUsage => ({
  usedTokens: 600_000,
  limitTokens: 3_000_000,
  percent: 20,
  renewsOn: "2026-12-01",
  notice: false,
  refusal: null,
  ...overrides,
});

function renderWith(answer: AiUsage, compact = false) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AiUsageMeter compact={compact} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByRole("meter", { name: "Uso de IA neste mês" });
}

describe("the AI usage meter", () => {
  it("shows the percentage used and the day the allowance renews, in pt-BR", async () => {
    const meter = await renderWith(usage({}));
    expect(meter.getAttribute("aria-valuetext")).toBe("20% usado, renova em 01/12/2026");
    expect(screen.getByText("20% usado · renova em 01/12/2026")).toBeTruthy();
    expect(screen.getByText("600.000 de 3.000.000 tokens usados neste mês.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("from 80% on it shows a notice that blocks nothing", async () => {
    await renderWith(usage({ percent: 85, usedTokens: 2_550_000, notice: true }), true);
    expect(screen.getByRole("status").textContent).toBe(
      "Você já usou 85% do limite de IA deste mês.",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what is left in strategies and captions, and what its one date is", async () => {
    await renderWith(usage({}));
    expect(
      screen.getByText("Ainda dá para cerca de 328 estratégias ou 2.181 legendas neste mês."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "O limite de IA recomeça em 01/12/2026, no dia 1º de cada mês, independentemente da data de cobrança da assinatura.",
      ),
    ).toBeTruthy();
    expect(document.body.textContent?.split("01/12/2026").length).toBe(3);
  });

  it("after a few generations it says 'menos de 1%', never '0% usado'", async () => {
    const meter = await renderWith(usage({ usedTokens: 14 * 1_100, percent: 0 }), true);
    expect(meter.getAttribute("aria-valuetext")).toBe("menos de 1% usado, renova em 01/12/2026");
    expect(screen.getByText("menos de 1% usado · renova em 01/12/2026")).toBeTruthy();
    expect(document.body.textContent).not.toContain("0% usado");
  });

  it("at the limit it gives the refusal and a link to support", async () => {
    const refusal = "Você usou todo o limite de IA do seu plano neste mês.";
    await renderWith(usage({ percent: 100, notice: true, refusal }), true);
    expect(screen.getByRole("alert").textContent).toContain(refusal);
    expect(screen.getByRole("link", { name: "Falar com o suporte" }).getAttribute("href")).toBe(
      "/support",
    );
  });
});
