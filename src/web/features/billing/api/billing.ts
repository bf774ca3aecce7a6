import type {
  CheckoutRequest,
  Plan,
  RedirectResponse,
  SubscriptionStatus,
  TestPortalRequest,
} from "@shared/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { answer, api } from "@/lib/api-client";
import { useRefreshMe } from "@/lib/auth";
import { subscriptionQueryOptions } from "@/lib/subscription";

export type { Plan };

export const fetchPlans = () => answer(api.billing.plans.$get());

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
  answer(api.billing.checkout.$post({ json: input }));

export const openPortal = () => answer(api.billing.portal.$post());

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
    queryFn: () => answer(api.billing.test.checkout.$get({ query: { session } })),
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
    mutationFn: (session: string) => answer(api.billing.test.checkout.$post({ json: { session } })),
    onSuccess: (status) => update(status, userId),
  });
}

export function useTestPortalAction(userId: string) {
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: (request: TestPortalRequest) =>
      answer(api.billing.test.portal.$post({ json: request })),
    onSuccess: (status) => update(status, userId),
  });
}
