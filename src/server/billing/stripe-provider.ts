import Stripe from "stripe";
import { BILLING_RETURN_PATHS } from "../../shared/billing.ts";
import type { StripeConfig } from "../env.ts";
import type { BillingProvider, SubscriptionSnapshot } from "./provider.ts";

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

export function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const planId = Number(subscription.metadata?.plan_id);
  return {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    userId: subscription.metadata?.user_id || null,
    priceId: item?.price.id ?? null,
    metadataPlanId: Number.isInteger(planId) && planId > 0 ? planId : null,
    status: subscription.status,
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** `appUrl`: where Stripe's pages send the browser back to. */
export function stripeProvider(appUrl: string, stripe: Stripe) {
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
    async createCheckout({ viewer, customerId, planId, priceId }) {
      const metadata = { user_id: viewer.id, plan_id: String(planId) };
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: viewer.id,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: appUrl + BILLING_RETURN_PATHS.success,
        cancel_url: appUrl + BILLING_RETURN_PATHS.canceled,
        locale: "pt-BR",
        metadata,
        subscription_data: { metadata },
      });
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
      return toSnapshot(await stripe.subscriptions.retrieve(id));
    },
    async listCustomerSubscriptions(customerId) {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: "all",
        limit: 10,
      });
      return list.data.map(toSnapshot);
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id);
    },
  };
  return provider;
}
