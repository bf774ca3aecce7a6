import type { CheckoutMethod } from "../../shared/payment-methods.ts";
import { errors } from "../lib/errors.ts";
import { readToken, signToken } from "../lib/signed-token.ts";
import type { BillingProvider } from "./provider.ts";

// Local test mode: the checkout "session" is a signed, short-lived token naming the user and plan.
const SESSION_TTL_MS = 60 * 60 * 1000;
const PURPOSE = "test-checkout";

type TestSession = { userId: string; planId: number; method: CheckoutMethod };

export function signTestSession(
  secret: string,
  userId: string,
  planId: number,
  method: CheckoutMethod,
) {
  const session: TestSession = { userId, planId, method };
  return signToken(secret, PURPOSE, session, SESSION_TTL_MS);
}

/** The plan and method of a test checkout session opened by this user; anything else is refused. */
export function readTestSession(secret: string, token: string, userId: string) {
  const session = readToken(secret, PURPOSE, token) as TestSession | null;
  if (!session || session.userId !== userId) {
    throw errors.notFound("Sessão de pagamento inválida ou expirada.");
  }
  return { planId: session.planId, method: session.method };
}

/** No payment side at all: the in-app "Pagamento de teste" pages stand in for Stripe's. */
export function localProvider(secret: string): BillingProvider {
  return {
    kind: "local",
    createCustomer: async (viewer) => `cus_local_${viewer.id}`,
    createCheckout: async ({ viewer, planId, method }) =>
      `/pagamento-teste/checkout?session=${signTestSession(secret, viewer.id, planId, method)}`,
    createPortal: async () => "/pagamento-teste/portal",
    retrieveSubscription: async () => {
      throw errors.notFound("Assinatura não encontrada.");
    },
    retrievePrepaid: async () => {
      throw errors.notFound("Pagamento não encontrado.");
    },
    // Our database is the only record of a local subscription: nothing to re-sync from.
    listCustomerSubscriptions: async () => [],
    cancelSubscription: async () => {},
  };
}
