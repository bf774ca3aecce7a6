import type { SubscriptionStatus } from "@shared/billing";
import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "@/lib/toast";
import { SUBSCRIPTION_TIMING } from "../api/subscription";

const RETURN_PARAMS = ["result", "checkout_result"];

/** Checkout ended on a boleto: the subscription waits for the bank. */
const waitsForBoleto = ({ subscription }: SubscriptionStatus) =>
  subscription?.status === "incomplete" && subscription.pendingPayment?.method === "boleto";

type Return = "success" | "canceled" | "updated" | null;

const returnOf = (params: URLSearchParams): Return => {
  const result = params.get("result");
  if (result === "success" || params.get("checkout_result") === "success") return "success";
  return result === "canceled" || result === "updated" ? result : null;
};

/**
 * The return from checkout or the portal (?result=success|canceled|updated,
 * ?checkout_result=success): re-checks at once and 3 s later, confirms, then cleans the address.
 * Leaving the tab ends the re-checks: a late one would land on whatever the user did next.
 */
export function useCheckoutReturn(check: () => Promise<SubscriptionStatus | null>) {
  const [params, setParams] = useSearchParams();
  // How the tab was arrived at, kept while the address is cleaned (which must not cut the
  // 3 s re-check short).
  const [arrival] = useState(() => returnOf(params));
  const { pathname } = useLocation();
  const clearParams = useEffectEvent(() => {
    if (!RETURN_PARAMS.some((name) => params.has(name))) return;
    // While the next page's code loads, the router keeps this page on screen (a transition)
    // with the address already the next page's: rewriting it would pull the user back here.
    if (window.location.pathname !== pathname) return;
    setParams(
      (current) => {
        for (const name of RETURN_PARAMS) current.delete(name);
        return current;
      },
      { replace: true },
    );
  });

  // Safe to run twice (StrictMode does): the toasts have ids and a check joins the one under way.
  useEffect(() => {
    if (arrival === null) return;
    if (arrival === "canceled") {
      toast.error("Operação cancelada", {
        id: "operacao-cancelada",
        description: "Você cancelou a operação de assinatura.",
      });
      clearParams();
      return;
    }
    let left = false;
    const clearIfHere = () => {
      if (!left) clearParams();
    };
    if (arrival === "updated") {
      void check().then(clearIfHere);
      return () => {
        left = true;
      };
    }
    toast.message("Processando assinatura", {
      id: "processando-assinatura",
      description: "Estamos confirmando seu pagamento.",
    });
    let confirmed = false;
    const confirm = (status: SubscriptionStatus | null) => {
      if (left || confirmed) return;
      if (status && !status.active && waitsForBoleto(status)) {
        confirmed = true;
        // Replaces "Processando assinatura" (same id): one toast says what happened.
        toast.message("Boleto gerado", {
          id: "processando-assinatura",
          description:
            "Pague o boleto até o vencimento: seu acesso começa quando o banco confirmar o pagamento (até 3 dias úteis).",
        });
        clearIfHere();
        return;
      }
      if (!status?.active) return;
      confirmed = true;
      toast.success("Assinatura ativa", {
        id: "assinatura-ativa",
        description: `Seu plano ${status.subscription?.planName ?? "Pro"} está ativo.`,
      });
      clearIfHere();
    };
    void check().then(confirm);
    const recheck = setTimeout(() => {
      void check().then((status) => {
        confirm(status);
        clearIfHere();
      });
    }, SUBSCRIPTION_TIMING.postCheckoutRecheckMs);
    return () => {
      left = true;
      clearTimeout(recheck);
    };
  }, [arrival, check]);
}
