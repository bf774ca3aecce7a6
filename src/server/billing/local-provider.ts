import { createHmac, timingSafeEqual } from "node:crypto";
import type { CheckoutMethod } from "../../shared/payment-methods.ts";
import { errors } from "../lib/errors.ts";
import type { BillingProvider } from "./provider.ts";

// Local test mode: the checkout "session" is a signed, short-lived token naming the user and plan.
const SESSION_TTL_MS = 60 * 60 * 1000;

type TestSession = { userId: string; planId: number; method: CheckoutMethod; expiresAt: number };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `test-checkout:${secret}`).update(payload).digest("base64url");

export function signTestSession(
  secret: string,
  userId: string,
  planId: number,
  method: CheckoutMethod,
) {
  const session: TestSession = { userId, planId, method, expiresAt: Date.now() + SESSION_TTL_MS };
  const payload = Buffer.from(JSON.stringify(session)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The plan and method of a test checkout session opened by this user; anything else is refused. */
export function readTestSession(secret: string, token: string, userId: string) {
  const invalid = () => errors.notFound("Sessão de pagamento inválida ou expirada.");
  const [payload = "", signature = ""] = token.split(".");
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let session: TestSession;
  try {
    session = JSON.parse(Buffer.from(payload, "base64url").toString()) as TestSession;
  } catch {
    throw invalid();
  }
  if (session.userId !== userId || session.expiresAt < Date.now()) throw invalid();
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
