import { PLAN_IDS } from "@shared/billing";
import { roleMay } from "@shared/workspaces";
import { useEffect } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { AiUsageMeter } from "@/features/billing/components/ai-usage-meter";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { usePaymentsAvailable, usePixAvailable, usePlans, useTestPayments } from "../api/billing";
import { useSubscription } from "../api/subscription";
import { MemberSubscription } from "./member-subscription";
import { PaymentsUnavailableNotice } from "./payments-unavailable-notice";
import { PlanCard } from "./plan-card";
import { SubscriptionBanner } from "./subscription-banner";
import { SubscriptionSummary } from "./subscription-summary";
import { useCheckoutReturn } from "./use-checkout-return";
import { usePaymentActions } from "./use-payment-actions";

/**
 * The profile's "Assinatura" tab: status, plans, checkout and portal for the workspace's
 * Proprietário; its status and AI usage for the other members (decision 040).
 */
export function SubscriptionTab() {
  const { user } = useMe();
  const { status, isLoading, isChecking, check } = useSubscription();
  const plans = usePlans();
  const paymentsAvailable = usePaymentsAvailable();
  const pixAvailable = usePixAvailable() === true;
  const testPayments = useTestPayments();
  const { subscribe, manage, pendingPlanId, isOpeningPortal } = usePaymentActions();
  useCheckoutReturn(check);

  useEffect(() => {
    if (plans.isError) {
      toast.error("Erro ao carregar planos", {
        id: "erro-planos",
        description: "Ocorreu um erro ao carregar os planos de assinatura.",
      });
    }
  }, [plans.isError]);

  const refresh = () => {
    toast.message("Verificando assinatura", {
      description: "Consultando o status da sua assinatura.",
    });
    void check();
  };

  const active = status?.active ?? false;
  const manages = user ? roleMay(user.workspace.role, "billing") : true;
  // A subscription someone else pays (a previous owner's, decision 040) is not the viewer's to
  // manage or switch: the owner may subscribe to take over.
  const payer = status?.subscription?.payer;
  const paidByOther = payer && user && payer.id !== user.id ? payer.name : undefined;
  const currentPlanId = active && !paidByOther ? status?.subscription?.planId : undefined;
  // A Pix period renews nothing, so buying another plan during one is no switch.
  const prepaid = active && status?.subscription?.kind === "prepaid";
  // A boleto or Pix that waits for the bank: a second checkout would only start another.
  const waiting =
    !active &&
    status?.subscription?.status === "incomplete" &&
    status.subscription.pendingPayment !== null;
  const relationOf = (planId: number) => {
    if (waiting) return "waiting";
    if (currentPlanId === undefined) return "none";
    if (planId === currentPlanId) return prepaid ? "prepaid" : "current";
    return prepaid ? "none" : "other";
  };

  return (
    <div className="space-y-6">
      {user && status && !manages && <MemberSubscription status={status} />}
      {user && status && manages && (
        <SubscriptionBanner
          paidByOther={paidByOther}
          status={status}
          userId={user.id}
          testPayments={testPayments}
          isChecking={isChecking}
          isOpeningPortal={isOpeningPortal}
          onRefresh={refresh}
          onManage={manage}
        />
      )}
      {user &&
        manages &&
        (isLoading ? (
          <Spinner />
        ) : (
          <SubscriptionSummary status={status} isChecking={isChecking} onRefresh={refresh} />
        ))}
      {user && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Uso de IA neste mês</CardTitle>
            <CardDescription>
              Cada geração e edição com IA consome tokens do limite mensal do seu plano.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AiUsageMeter />
          </CardContent>
        </Card>
      )}
      {manages && (
        <section aria-labelledby="nossos-planos" className="space-y-4">
          <h2 id="nossos-planos" className="text-2xl font-bold tracking-tight">
            Nossos Planos
          </h2>
          {paymentsAvailable === false && <PaymentsUnavailableNotice />}
          {plans.isLoading ? (
            <Spinner />
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {plans.data?.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  relation={relationOf(plan.id)}
                  busy={
                    pendingPlanId !== undefined || isOpeningPortal || paymentsAvailable === false
                  }
                  onSubscribe={() =>
                    subscribe(plan, { switching: currentPlanId !== undefined && !prepaid })
                  }
                  onManage={manage}
                  onPayByPix={
                    pixAvailable && plan.id === PLAN_IDS.yearly
                      ? () => subscribe(plan, { method: "pix" })
                      : undefined
                  }
                />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
