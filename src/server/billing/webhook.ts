import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeEvents } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { applySubscription, type BillingContext } from "./subscriptions.ts";

/** The events README asks Stripe to send; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  "checkout.session.completed",
  // Boleto and Pix pay after the session completes: these tell whether the money came.
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  // A renewal's boleto is issued: the subscription tab shows it before its due date.
  "invoice.payment_action_required",
]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

type Target = { subscription: string } | { prepaid: string } | null;

/**
 * What an event is about: a subscription, or a one-time (Pix) Checkout session whose payment
 * is a prepaid period. Its state is then re-read from Stripe, not taken from the event.
 */
function targetOf(event: Stripe.Event): Target {
  const object = event.data.object as unknown as Record<string, unknown>;
  const subscription = (id: string | null) => (id ? { subscription: id } : null);
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed": {
      const session = event.data.object as Stripe.Checkout.Session;
      // The mode never changes after creation: safe to take from the event.
      if (session.mode === "payment") return { prepaid: session.id };
      return subscription(idOf(session.subscription));
    }
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.payment_action_required": {
      const invoice = event.data.object as Stripe.Invoice;
      // Older API versions put the id on the invoice itself.
      return subscription(
        idOf(invoice.parent?.subscription_details?.subscription) ??
          idOf(object.subscription as string | undefined),
      );
    }
    default:
      return subscription(idOf(object as { id: string }));
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
    const target = targetOf(event);
    if (target && "prepaid" in target) {
      await applySubscription(ctx, await ctx.provider.retrievePrepaid(target.prepaid));
    } else if (target) {
      await applySubscription(ctx, await ctx.provider.retrieveSubscription(target.subscription));
    }
  } catch (error) {
    await ctx.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  return "applied";
}
