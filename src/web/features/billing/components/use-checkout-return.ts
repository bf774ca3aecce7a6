import type { SubscriptionStatus } from "@shared/billing";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { SUBSCRIPTION_TIMING } from "@/lib/subscription";
import { toast } from "@/lib/toast";

const RETURN_PARAMS = ["result", "checkout_result"];

/**
 * The return from checkout or the portal (?result=success|canceled|updated,
 * ?checkout_result=success): re-checks at once and 3 s later, confirms, then cleans the address.
 */
export function useCheckoutReturn(check: (force?: boolean) => Promise<SubscriptionStatus | null>) {
  const [params, setParams] = useSearchParams();
  const result = params.get("result");
  const success = result === "success" || params.get("checkout_result") === "success";
  const handled = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (handled.current || !(success || result === "canceled" || result === "updated")) return;
    // A ref (not the effect's cleanup) guards the one-time work: StrictMode runs effects twice.
    handled.current = true;
    const clearParams = () => {
      if (!mounted.current) return;
      setParams(
        (current) => {
          for (const name of RETURN_PARAMS) current.delete(name);
          return current;
        },
        { replace: true },
      );
    };
    if (result === "canceled") {
      toast.error("Operação cancelada", {
        description: "Você cancelou a operação de assinatura.",
      });
      clearParams();
      return;
    }
    if (!success) {
      void check(true).then(clearParams);
      return;
    }
    toast.message("Processando assinatura", { description: "Estamos confirmando seu pagamento." });
    let confirmed = false;
    const confirm = (status: SubscriptionStatus | null) => {
      if (confirmed || !status?.active) return;
      confirmed = true;
      toast.success("Assinatura ativa", {
        description: `Seu plano ${status.subscription?.planName ?? "Pro"} está ativo.`,
      });
      clearParams();
    };
    void check(true).then(confirm);
    setTimeout(() => {
      void check(true).then((status) => {
        confirm(status);
        clearParams();
      });
    }, SUBSCRIPTION_TIMING.postCheckoutRecheckMs);
  }, [check, result, success, setParams]);
}
