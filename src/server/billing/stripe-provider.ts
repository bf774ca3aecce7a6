import Stripe from "stripe";
import { BILLING_RETURN_PATHS } from "../../shared/billing.ts";
import {
  BOLETO_EXPIRES_AFTER_DAYS,
  type PaymentMethod,
  type PendingPayment,
} from "../../shared/payment-methods.ts";
import type { StripeConfig } from "../env.ts";
import type { BillingProvider, CheckoutInput, SubscriptionSnapshot } from "./provider.ts";

/** The official SDK; STRIPE_API_BASE points it elsewhere (tests use a local fake). */
export function createStripeClient(config: StripeConfig) {
  if (!config.apiBase) return new Stripe(config.secretKey);
  const base = new URL(config.apiBase);
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
  });
}

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

const planIdOf = (metadata: Stripe.Metadata | null | undefined) => {
  const planId = Number(metadata?.plan_id);
  return Number.isInteger(planId) && planId > 0 ? planId : null;
};

const fromUnix = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

const KNOWN_METHODS: readonly string[] = ["card", "boleto", "pix"];
const methodOf = (type: string | undefined) =>
  type && KNOWN_METHODS.includes(type) ? (type as PaymentMethod) : null;

/** The boleto or Pix a PaymentIntent waits for, from its next_action; null when none. */
export function pendingOf(intent: Stripe.PaymentIntent | null, fallbackUrl: string | null = null) {
  const boleto = intent?.next_action?.boleto_display_details;
  if (boleto?.number) {
    return {
      method: "boleto",
      code: boleto.number,
      url: boleto.hosted_voucher_url ?? fallbackUrl,
      expiresAt: fromUnix(boleto.expires_at),
    } satisfies PendingPayment;
  }
  const pix = intent?.next_action?.pix_display_qr_code;
  if (pix?.data) {
    return {
      method: "pix",
      code: pix.data,
      url: pix.hosted_instructions_url ?? fallbackUrl,
      expiresAt: fromUnix(pix.expires_at),
    } satisfies PendingPayment;
  }
  return null;
}

export function toSnapshot(
  subscription: Stripe.Subscription,
  pendingPayment: PendingPayment | null = null,
): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const paymentMethod = subscription.default_payment_method;
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    userId: subscription.metadata?.user_id || null,
    workspaceId: subscription.metadata?.workspace_id || null,
    priceId: item?.price.id ?? null,
    metadataPlanId: planIdOf(subscription.metadata),
    status: subscription.status,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    kind: "subscription",
    paymentMethod:
      methodOf(typeof paymentMethod === "string" ? undefined : paymentMethod?.type) ??
      pendingPayment?.method ??
      null,
    pendingPayment,
  };
}

/** A paid session grants; one whose payment failed or whose session expired ends the attempt. */
function prepaidStatus(session: Stripe.Checkout.Session, intent: Stripe.PaymentIntent | null) {
  if (session.payment_status === "paid") return "active";
  if (session.status === "expired" || intent?.status === "canceled") return "incomplete_expired";
  // Stripe returns a failed async payment's intent to requires_payment_method.
  if (session.status === "complete" && intent?.status === "requires_payment_method") {
    return "incomplete_expired";
  }
  return "incomplete";
}

export function toPrepaidSnapshot(session: Stripe.Checkout.Session): SubscriptionSnapshot {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const status = prepaidStatus(session, intent);
  return {
    stripeSubscriptionId: session.id,
    stripeCustomerId: session.customer ? idOf(session.customer) : "",
    userId: session.metadata?.user_id || null,
    workspaceId: session.metadata?.workspace_id || null,
    priceId: null,
    metadataPlanId: planIdOf(session.metadata),
    status,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: true,
    kind: "prepaid",
    paymentMethod: "pix",
    pendingPayment: status === "incomplete" ? pendingOf(intent) : null,
  };
}

/**
 * Subscriptions: card or boleto, chosen on Stripe's page. Pix: one payment for the period.
 * Since API version 2026-10-28 Checkout takes `allowed_payment_method_types` (a filter over
 * the methods enabled in the Dashboard) where it took `payment_method_types`.
 */
function checkoutParams(
  appUrl: string,
  { viewer, customerId, planId, priceId, method, price, planName }: CheckoutInput,
): Stripe.Checkout.SessionCreateParams {
  const metadata = {
    user_id: viewer.id,
    workspace_id: viewer.workspace.id,
    plan_id: String(planId),
  };
  const common = {
    customer: customerId,
    client_reference_id: viewer.id,
    success_url: appUrl + BILLING_RETURN_PATHS.success,
    cancel_url: appUrl + BILLING_RETURN_PATHS.canceled,
    locale: "pt-BR",
    metadata,
  } satisfies Stripe.Checkout.SessionCreateParams;
  if (method === "pix") {
    return {
      ...common,
      mode: "payment",
      allowed_payment_method_types: ["pix"],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "brl",
            unit_amount: Math.round(price * 100),
            product_data: { name: `${planName} (Pix, 12 meses)` },
          },
        },
      ],
      payment_intent_data: { metadata },
    };
  }
  return {
    ...common,
    mode: "subscription",
    allowed_payment_method_types: ["card", "boleto"],
    payment_method_options: { boleto: { expires_after_days: BOLETO_EXPIRES_AFTER_DAYS } },
    line_items: [{ price: priceId, quantity: 1 }],
    subscription_data: { metadata },
  };
}

/** `appUrl`: where Stripe's pages send the browser back to. */
export function stripeProvider(appUrl: string, stripe: Stripe) {
  /** The boleto of the subscription's open invoice (its first payment, or a renewal). */
  async function openBoletoOf(subscription: Stripe.Subscription) {
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === "string" || invoice.status !== "open" || !invoice.id) {
      return null;
    }
    const payments = await stripe.invoicePayments.list({
      invoice: invoice.id,
      status: "open",
      expand: ["data.payment.payment_intent"],
    });
    for (const payment of payments.data) {
      const intent = payment.payment.payment_intent;
      const pending = pendingOf(
        typeof intent === "object" ? intent : null,
        invoice.hosted_invoice_url ?? null,
      );
      if (pending) return pending;
    }
    return null;
  }

  const provider: BillingProvider = {
    kind: "stripe",
    async createCustomer(viewer) {
      const customer = await stripe.customers.create(
        {
          email: viewer.email,
          name: viewer.fullName || viewer.name,
          metadata: { user_id: viewer.id },
        },
        // Two quick checkouts still make one customer.
        { idempotencyKey: `customer-${viewer.id}` },
      );
      return customer.id;
    },
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(checkoutParams(appUrl, input));
      return session.url;
    },
    async createPortal(customerId) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: appUrl + BILLING_RETURN_PATHS.portal,
      });
      return session.url;
    },
    async retrieveSubscription(id) {
      const subscription = await stripe.subscriptions.retrieve(id, {
        expand: ["latest_invoice", "default_payment_method"],
      });
      return toSnapshot(subscription, await openBoletoOf(subscription));
    },
    async retrievePrepaid(checkoutSessionId) {
      const session = await stripe.checkout.sessions.retrieve(checkoutSessionId, {
        expand: ["payment_intent"],
      });
      return toPrepaidSnapshot(session);
    },
    async listCustomerSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: "all",
        limit: 10,
        expand: ["data.latest_invoice", "data.default_payment_method"],
      });
      return Promise.all(
        list.data.map(async (subscription) =>
          toSnapshot(subscription, await openBoletoOf(subscription)),
        ),
      );
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id);
    },
  };
  return provider;
}
