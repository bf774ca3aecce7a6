// @vitest-environment jsdom
import type { SubscriptionStatus } from "@shared/billing";
import type { MeUser } from "@shared/viewer";
import type { WorkspaceRole } from "@shared/workspaces";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "@/lib/auth";
import { memberViewer } from "../../../../../tests/helpers/me-user.ts";
import { SubscriptionTab } from "./subscription-tab";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (id: number, name: string) => ({
  id,
  name,
  description: "Plano Pro",
  price: id === 1 ? 29.99 : 191.88,
  interval: id === 1 ? "month" : "year",
  features: [],
});

const status = (payer: { id: string; name: string }): SubscriptionStatus => ({
  active: true,
  ownerName: "Carla Dona",
  subscription: {
    id: "s1",
    planId: 1,
    planName: "Pro Mensal",
    status: "active",
    currentPeriodEnd: "2026-12-26T02:59:59.999Z",
    cancelAtPeriodEnd: false,
    stripeCustomerId: "cus_1",
    kind: "subscription",
    paymentMethod: "card",
    pendingPayment: null,
    payer,
  },
});

function renderTab(role: WorkspaceRole, answer: SubscriptionStatus) {
  const viewer: MeUser = {
    ...memberViewer,
    hasProAccess: true,
    workspace: { id: "w2", name: "Agência Sol", personal: false, role, brandIds: null },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), "http://x")
        .pathname;
      if (path === "/api/billing/status") return Response.json(answer);
      if (path === "/api/billing/plans") {
        return Response.json({
          plans: [plan(1, "Pro Mensal"), plan(2, "Pro Anual")],
          paymentsAvailable: true,
          pixAvailable: true,
          testPayments: true,
        });
      }
      return Response.json({
        usedTokens: 1000,
        limitTokens: 3_000_000,
        percent: 0,
        renewsOn: "2026-12-01",
        notice: false,
        refusal: null,
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryOptions.queryKey, { user: viewer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SubscriptionTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const PAYING_BUTTONS = /Assinar|Gerenciar assinatura|Trocar|Pix|Simular|Atualizar status/;

describe("the subscription tab in a team workspace", () => {
  it("a member below the Proprietário reads the status, the AI meter and who manages it, and gets no pay, switch, portal or test-bank button", async () => {
    renderTab("admin", status({ id: "u9", name: "Carla Dona" }));
    expect(
      (await screen.findByRole("alert", { name: "Status da assinatura" })).textContent,
    ).toContain(
      "A assinatura deste espaço de trabalho é gerenciada por Carla Dona, o Proprietário.",
    );
    expect(await screen.findByRole("meter", { name: "Uso de IA neste mês" })).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: PAYING_BUTTONS })).toEqual([]);
    expect(screen.queryByRole("heading", { name: "Nossos Planos" })).toBeNull();
  });

  it("a new Proprietário whom a previous owner's payment keeps Pro reads who pays, gets no portal of theirs, and may subscribe to take over", async () => {
    renderTab("owner", status({ id: "u9", name: "Carla Antiga" }));
    expect(await screen.findByText(/Paga por Carla Antiga/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Gerenciar assinatura" })).toBeNull();
    expect((await screen.findAllByRole("button", { name: /Assinar/ })).length).toBeGreaterThan(0);
  });

  it("the Proprietário who pays manages it", async () => {
    renderTab("owner", status({ id: memberViewer.id, name: "Ana Souza" }));
    expect(
      (await screen.findAllByRole("button", { name: "Gerenciar assinatura" })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Paga por/)).toBeNull();
  });
});

describe("what the Proprietário's subscription tab shows", () => {
  const owner = { id: memberViewer.id, name: "Ana Souza" };
  const card = async (name: string) => within(await screen.findByRole("group", { name }));

  it("never shows the payment provider's customer id", async () => {
    renderTab("owner", status(owner));
    await screen.findByText("Sua assinatura");
    expect(screen.queryByText("ID do cliente")).toBeNull();
    expect(document.body.textContent).not.toContain("cus_1");
  });

  it("a Pix year shows its end date once, and its plan card, 'Seu plano atual', offers no 'Assinar agora'", async () => {
    const pix = status(owner);
    if (!pix.subscription) throw new Error("the fixture has a subscription");
    pix.subscription = {
      ...pix.subscription,
      planId: 2,
      planName: "Pro Anual",
      kind: "prepaid",
      paymentMethod: "pix",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: "2027-11-27T02:59:59.999Z",
    };
    renderTab("owner", pix);
    const annual = await card("Pro Anual");
    expect(annual.getByText("Seu plano atual")).toBeTruthy();
    expect(annual.queryByRole("button", { name: "Assinar agora" })).toBeNull();
    expect(await annual.findByRole("button", { name: "Renovar com Pix" })).toBeTruthy();
    await screen.findByText("Pix anual");
    expect(document.body.textContent?.split("26/11/2027").length).toBe(2);
  });

  it("while a boleto waits for the bank, no plan offers 'Assinar agora'", async () => {
    const waiting = status(owner);
    waiting.active = false;
    if (!waiting.subscription) throw new Error("the fixture has a subscription");
    waiting.subscription = {
      ...waiting.subscription,
      status: "incomplete",
      paymentMethod: "boleto",
      pendingPayment: { method: "boleto", code: "23790", url: null, expiresAt: null },
    };
    renderTab("owner", waiting);
    await screen.findByRole("alert", { name: "Aguardando pagamento do boleto" });
    for (const name of ["Pro Mensal", "Pro Anual"]) {
      const plan = await card(name);
      expect(plan.getByText("Aguardando a confirmação do pagamento em andamento.")).toBeTruthy();
      expect(plan.queryByRole("button", { name: /Assinar agora|Pagar com Pix/ })).toBeNull();
    }
  });
});
