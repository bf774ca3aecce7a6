import type {
  CheckoutRequest,
  Plan,
  RedirectResponse,
  TestCheckoutPay,
  TestPaymentRequest,
  TestPortalRequest,
} from "@shared/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { answer, api } from "@/lib/api-client";
import { showWrittenStatus } from "./subscription";

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

/** Whether the annual plan may be paid once by Pix; undefined while loading. */
export function usePixAvailable() {
  return useQuery({ ...plansQueryOptions, select: (data) => data.pixAvailable }).data;
}

/** The local test pages stand in for Stripe and the bank ("Pagamento de teste"). */
export function useTestPayments() {
  return useQuery({ ...plansQueryOptions, select: (data) => data.testPayments }).data === true;
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
  return ({ url }: RedirectResponse) => (inApp(url) ? navigate(url) : window.location.assign(url));
}

const inApp = (url: string) => url.startsWith("/");

/**
 * A checkout or portal call is under way, or has answered with an in-app page that is not on
 * screen yet: the router keeps this page (a transition) while the next page's code loads, and
 * a second tap meanwhile would open a second checkout or portal. Stripe's pages replace the
 * document instead, and a page the back button restores must not come back with its buttons off.
 */
export const isLeaving = (call: { isPending: boolean; data?: RedirectResponse }) =>
  call.isPending || (call.data !== undefined && inApp(call.data.url));

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

export function usePayTestCheckout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TestCheckoutPay) => answer(api.billing.test.checkout.$post({ json })),
    onSuccess: (status) => showWrittenStatus(queryClient, userId, status),
  });
}

/** The bank in test mode: the pending test boleto or Pix is paid, or expires. */
export function useTestBank(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: TestPaymentRequest) => answer(api.billing.test.payment.$post({ json })),
    onSuccess: (status) => showWrittenStatus(queryClient, userId, status),
  });
}

export function useTestPortalAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TestPortalRequest) =>
      answer(api.billing.test.portal.$post({ json: request })),
    onSuccess: (status) => showWrittenStatus(queryClient, userId, status),
  });
}
