import type { CheckoutMethod } from "@shared/payment-methods";
import { useLocation, useNavigate } from "react-router";
import { ApiRequestError } from "@/lib/api-client";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import { isLeaving, type Plan, useCheckout, usePortal } from "../api/billing";

const CHECKOUT_FAILED = "Ocorreu um erro ao processar sua solicitação. Tente novamente mais tarde.";

// A server refusal (plan already owned, account locked...) carries its own Portuguese reason.
const reasonOf = (error: Error, fallback: string) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;

/** Subscribe, switch plan and open the customer portal, with the product's toasts. */
export function usePaymentActions() {
  const { user } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const checkout = useCheckout();
  const portal = usePortal();

  const toSignIn = () =>
    navigate("/auth", { state: { from: location.pathname + location.search } });

  const subscribe = (
    plan: Plan,
    {
      switching = false,
      method = "recurring",
    }: { switching?: boolean; method?: CheckoutMethod } = {},
  ) => {
    if (!user) return toSignIn();
    if (switching) {
      toast.message("Alterando plano", {
        description: `Sua assinatura atual será cancelada automaticamente quando a assinatura do plano ${plan.name} começar.`,
        duration: 6_000,
      });
    }
    checkout.mutate(
      { planId: plan.id, method },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 401) {
            toast.error("Erro ao criar checkout", {
              description: "Você precisa estar logado para assinar um plano.",
            });
          } else {
            toast.error("Erro ao processar checkout", {
              description: reasonOf(error, CHECKOUT_FAILED),
            });
          }
        },
      },
    );
  };

  const manage = () => {
    if (!user) return toSignIn();
    toast.message("Gerenciar assinatura", { description: "Abrindo o portal da sua assinatura..." });
    portal.mutate(undefined, {
      onError: (error) =>
        toast.error("Erro ao acessar portal", {
          description: reasonOf(error, "Ocorreu um erro ao acessar o portal"),
        }),
    });
  };

  return {
    subscribe,
    manage,
    pendingPlanId: isLeaving(checkout) ? checkout.variables?.planId : undefined,
    pendingMethod: isLeaving(checkout) ? checkout.variables?.method : undefined,
    isOpeningPortal: isLeaving(portal),
  };
}
