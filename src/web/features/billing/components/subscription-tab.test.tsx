// @vitest-environment jsdom
import type { SubscriptionStatus } from "@shared/billing";
import type { MeUser } from "@shared/viewer";
import type { WorkspaceRole } from "@shared/workspaces";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
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
