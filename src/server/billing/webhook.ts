import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeEvents } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { applySubscription, type BillingContext } from "./subscriptions.ts";

const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** The subscription an event is about; its state is then re-read from Stripe, not from the event. */
function subscriptionIdOf(event: Stripe.Event) {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case "checkout.session.completed":
      return idOf((event.data.object as Stripe.Checkout.Session).subscription);
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object as Stripe.Invoice;
      // Older API versions put the id on the invoice itself.
      return (
        idOf(invoice.parent?.subscription_details?.subscription) ??
        idOf(object.subscription as string | undefined)
      );
    }
    default:
      return idOf(object as { id: string });
  }
}

/**
 * Applies one signed Stripe event. The event id is recorded first, so a redelivery (or a
 * concurrent duplicate) changes nothing; if applying fails the record is removed again so
 * Stripe's retry gets another chance.
 */
export async function handleWebhook(
  ctx: BillingContext,
  stripe: Stripe,
  secret: string,
  payload: string,
  signature: string | undefined,
) {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(payload, signature ?? "", secret);
  } catch {
    throw errors.badRequest("Assinatura do webhook inválida.");
  }
  if (!HANDLED_EVENTS.has(event.type)) return "ignored";
  const recorded = await ctx.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (recorded.length === 0) return "duplicate";
  try {
    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId) {
      await applySubscription(ctx, await ctx.provider.retrieveSubscription(subscriptionId));
    }
  } catch (error) {
    await ctx.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return "applied";
}
