// @vitest-environment jsdom
import type { SubscriptionInfo, SubscriptionStatus } from "@shared/billing";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SubscriptionBanner } from "./subscription-banner";

afterEach(cleanup);

const base: SubscriptionInfo = {
  id: "s1",
  planId: 1,
  planName: "Pro Mensal",
  status: "active",
  currentPeriodEnd: "2027-11-27T02:59:59.999Z",
  cancelAtPeriodEnd: false,
  stripeCustomerId: "cus_1",
  kind: "subscription",
  paymentMethod: "card",
  pendingPayment: null,
  payer: { id: "u1", name: "Ana" },
};
const boleto = {
  method: "boleto",
  code: "23793.38128 60000.000003 00000.000400 1 84340000019188",
  url: "https://payments.stripe.test/boleto/pi_1",
  expiresAt: "2026-11-29T15:00:00.000Z",
} as const;

function show(shown: Omit<SubscriptionStatus, "ownerName">, testPayments = false) {
  const status: SubscriptionStatus = { ...shown, ownerName: "Ana" };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SubscriptionBanner
        status={status}
        userId="u1"
        testPayments={testPayments}
        isChecking={false}
        isOpeningPortal={false}
        onRefresh={() => {}}
        onManage={() => {}}
      />
    </QueryClientProvider>,
  );
}

describe("the subscription banner", () => {
  it("a first boleto waiting for the bank shows its due date, line, link and when access starts, with no active status", () => {
    show({
      active: false,
      subscription: {
        ...base,
        status: "incomplete",
        paymentMethod: "boleto",
        pendingPayment: boleto,
      },
    });
    const notice = screen.getByRole("alert", { name: "Aguardando pagamento do boleto" });
    expect(within(notice).getByText("Vencimento: 29/11/2026")).toBeTruthy();
    expect(within(notice).getByText(boleto.code)).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Copiar linha digitável" })).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Abrir boleto" }).getAttribute("href")).toBe(
      boleto.url,
    );
    expect(within(notice).getByText(/até 3 dias úteis/)).toBeTruthy();
    expect(screen.queryByText("Status: Ativo")).toBeNull();
    expect(screen.queryByRole("button", { name: "Simular pagamento do boleto" })).toBeNull();
  });

  it("in test mode the waiting boleto offers the simulated payment and expiry", () => {
    show(
      {
        active: false,
        subscription: { ...base, status: "incomplete", pendingPayment: boleto },
      },
      true,
    );
    expect(screen.getByRole("button", { name: "Simular pagamento do boleto" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simular vencimento" })).toBeTruthy();
    expect(screen.getByText("Pagamento de teste")).toBeTruthy();
  });

  it("a renewal's boleto shows beside the active status", () => {
    show({
      active: true,
      subscription: { ...base, paymentMethod: "boleto", pendingPayment: boleto },
    });
    expect(screen.getByText("Status: Ativo")).toBeTruthy();
    expect(screen.getByRole("alert", { name: "Aguardando pagamento do boleto" })).toBeTruthy();
    expect(screen.getByText("Próximo boleto")).toBeTruthy();
  });

  it("a Pix period says until when, that nothing renews, and offers no portal", () => {
    show({
      active: true,
      subscription: {
        ...base,
        planId: 2,
        planName: "Pro Anual",
        kind: "prepaid",
        paymentMethod: "pix",
        cancelAtPeriodEnd: true,
      },
    });
    expect(screen.getByText("Pix anual, até 26/11/2027. Sem renovação automática.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Gerenciar assinatura" })).toBeNull();
  });

  it("a boleto that expired unpaid says so and that nothing was charged", () => {
    show({
      active: false,
      subscription: { ...base, status: "incomplete_expired", paymentMethod: "boleto" },
    });
    expect(screen.getByText("O boleto venceu sem pagamento")).toBeTruthy();
    expect(screen.getByText(/Nenhuma cobrança foi feita/)).toBeTruthy();
  });
});
