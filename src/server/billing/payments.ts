import type Stripe from "stripe";
import type { Env } from "../env.ts";
import { localProvider } from "./local-provider.ts";
import type { BillingProvider } from "./provider.ts";
import { createStripeClient, stripeProvider } from "./stripe-provider.ts";

/** The payment side of one app instance, built once in buildDeps. */
export type Payments = {
  provider: BillingProvider;
  /** What verifies Stripe's webhooks; null in the local test mode, which has none. */
  webhook: { stripe: Stripe; secret: string } | null;
  /** False only in production with no Stripe key and no ALLOW_TEST_PAYMENTS: nothing is sold. */
  available: boolean;
  /** The annual plan may be paid once by Pix: STRIPE_PIX=1, or the test mode (which fakes it). */
  pix: boolean;
};

type PaymentsEnv = Pick<
  Env,
  "stripe" | "APP_URL" | "NODE_ENV" | "ALLOW_TEST_PAYMENTS" | "STRIPE_PIX"
>;

/** The local test checkout grants Pro for free: in production only when asked for by name. */
const testPaymentsAllowed = (env: PaymentsEnv) =>
  env.NODE_ENV !== "production" || env.ALLOW_TEST_PAYMENTS;

/** Stripe when it is configured, else the local test mode. */
export function createPayments(env: PaymentsEnv, authSecret: string): Payments {
  if (!env.stripe) {
    return {
      provider: localProvider(authSecret),
      webhook: null,
      available: testPaymentsAllowed(env),
      pix: testPaymentsAllowed(env),
    };
  }
  const stripe = createStripeClient(env.stripe);
  return {
    provider: stripeProvider(env.APP_URL, stripe),
    webhook: { stripe, secret: env.stripe.webhookSecret },
    available: true,
    pix: env.STRIPE_PIX,
  };
}
