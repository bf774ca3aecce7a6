import type {
  CheckoutRequest,
  Plan,
  PlansResponse,
  RedirectResponse,
  SubscriptionStatus,
  TestCheckoutSession,
  TestPortalRequest,
} from "@shared/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "@/lib/api-client";
import { useRefreshMe } from "@/lib/auth";
import { subscriptionQueryOptions } from "@/lib/subscription";

export type { Plan, SubscriptionStatus };

export const fetchPlans = () => api<PlansResponse>("/api/billing/plans");

export const plansQueryOptions = queryOptions({
  queryKey: ["billing", "plans"],
  queryFn: fetchPlans,
  select: (data) => data.plans,
  staleTime: 10 * 60_000,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}

/** False when the server sells nothing (production without Stripe); undefined while loading. */
export function usePaymentsAvailable() {
  return useQuery({ ...plansQueryOptions, select: (data) => data.paymentsAvailable }).data;
}

export const startCheckout = (input: CheckoutRequest) =>
  api<RedirectResponse>("/api/billing/checkout", { method: "POST", body: input });

export const openPortal = () =>
  api<RedirectResponse>("/api/billing/portal", { method: "POST", body: {} });

/**
 * Stripe's pages are a full-page redirect; the local test pages are in-app, so a client-side
 * navigation keeps the toasts on screen.
 */
function useGoTo() {
  const navigate = useNavigate();
  return ({ url }: RedirectResponse) =>
    url.startsWith("/") ? navigate(url) : window.location.assign(url);
}

export function useCheckout() {
  return useMutation({ mutationFn: startCheckout, onSuccess: useGoTo() });
}

export function usePortal() {
  return useMutation({ mutationFn: openPortal, onSuccess: useGoTo() });
}

// Local test mode ("Pagamento de teste"), used only when the server has no Stripe key.

export const testCheckoutQueryOptions = (session: string) =>
  queryOptions({
    queryKey: ["billing", "test-checkout", session],
    queryFn: () =>
      api<TestCheckoutSession>(`/api/billing/test/checkout?session=${encodeURIComponent(session)}`),
    retry: false,
  });

export function useTestCheckout(session: string) {
  return useQuery(testCheckoutQueryOptions(session));
}

/** Stores the new status where the subscription tab and the header read it. */
function useStatusUpdate() {
  const queryClient = useQueryClient();
  const refreshMe = useRefreshMe();
  return async (status: SubscriptionStatus, userId: string) => {
    queryClient.setQueryData(subscriptionQueryOptions(userId).queryKey, status);
    await refreshMe();
  };
}

export function usePayTestCheckout(userId: string) {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (session: string) =>
      api<SubscriptionStatus>("/api/billing/test/checkout", {
        method: "POST",
        body: { session },
      }),
    onSuccess: (status) => update(status, userId),
  });
}

export function useTestPortalAction(userId: string) {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (request: TestPortalRequest) =>
      api<SubscriptionStatus>("/api/billing/test/portal", { method: "POST", body: request }),
    onSuccess: (status) => update(status, userId),
  });
}
