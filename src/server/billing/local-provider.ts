import { createHmac, timingSafeEqual } from "node:crypto";
import { errors } from "../lib/errors.ts";
import type { BillingProvider } from "./provider.ts";

// Local test mode: the checkout "session" is a signed, short-lived token naming the user and plan.
const SESSION_TTL_MS = 60 * 60 * 1000;

type TestSession = { userId: string; planId: number; expiresAt: number };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `test-checkout:${secret}`).update(payload).digest("base64url");

export function signTestSession(secret: string, userId: string, planId: number) {
  const payload = Buffer.from(
    JSON.stringify({ userId, planId, expiresAt: Date.now() + SESSION_TTL_MS }),
  ).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The plan of a test checkout session opened by this user; anything else is refused. */
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
  return session.planId;
}

/** No payment side at all: the in-app "Pagamento de teste" pages stand in for Stripe's. */
export function localProvider(secret: string): BillingProvider {
  return {
    kind: "local",
    createCustomer: async (viewer) => `cus_local_${viewer.id}`,
    createCheckout: async ({ viewer, planId }) =>
      `/pagamento-teste/checkout?session=${signTestSession(secret, viewer.id, planId)}`,
    createPortal: async () => "/pagamento-teste/portal",
    retrieveSubscription: async () => {
      throw errors.notFound("Assinatura não encontrada.");
    },
    // Our database is the only record of a local subscription: nothing to re-sync from.
    listCustomerSubscriptions: async () => [],
    cancelSubscription: async () => {},
  };
}
