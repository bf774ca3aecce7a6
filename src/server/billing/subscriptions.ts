import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { pixPeriodEnd } from "../../shared/payment-methods.ts";
import { accessStatusSql } from "../db/access-statuses.ts";
import type { Database } from "../db/client.ts";
import { profiles, subscriptions, users, workspaces } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import type { Logger } from "../lib/logger.ts";
import { noticeOfPayment } from "../notifications/account-events.ts";
import { grantsAccessSql, hasAccessStatus } from "./access.ts";
import { findPlan, findPlanByPriceId } from "./plans.ts";
import type { BillingProvider, SubscriptionSnapshot } from "./provider.ts";

export type BillingContext = { db: Database; provider: BillingProvider; logger: Logger };

/** A failure on the payment side becomes a 502 with the product's Portuguese text. */
export async function withProvider<T>(
  ctx: BillingContext,
  message: string,
  call: () => Promise<T>,
) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.logger.error({ err: error }, "payment provider call failed");
    throw new AppError(502, "PAYMENT_PROVIDER_ERROR", message);
  }
}

async function resolveUserId(db: Database, snapshot: SubscriptionSnapshot) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      snapshot.userId
        ? or(
            eq(users.id, snapshot.userId),
            eq(profiles.stripeCustomerId, snapshot.stripeCustomerId),
          )
        : eq(profiles.stripeCustomerId, snapshot.stripeCustomerId),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The workspace a subscription makes Pro: the one it was first stored for (an update never
 * moves it), else the one its metadata names if it still exists, else the payer's personal one
 * (subscriptions bought before workspaces).
 */
async function resolveWorkspaceId(db: Database, snapshot: SubscriptionSnapshot, userId: string) {
  const [stored] = await db
    .select({ id: subscriptions.workspaceId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, snapshot.stripeSubscriptionId));
  if (stored) return stored.id;
  const named = snapshot.workspaceId && isUuid(snapshot.workspaceId) ? snapshot.workspaceId : null;
  // The named workspace first, when it exists; the personal one otherwise.
  const [workspace] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      named
        ? or(eq(workspaces.id, named), eq(workspaces.personalOf, userId))
        : eq(workspaces.personalOf, userId),
    )
    .orderBy(sql`${workspaces.id} = ${named} desc`)
    .limit(1);
  return workspace?.id ?? null;
}

async function resolvePlanId(db: Database, snapshot: SubscriptionSnapshot) {
  const byPrice = snapshot.priceId ? await findPlanByPriceId(db, snapshot.priceId) : null;
  if (byPrice) return byPrice.id;
  const byMetadata = snapshot.metadataPlanId ? await findPlan(db, snapshot.metadataPlanId) : null;
  return byMetadata?.id ?? null;
}

/**
 * Stores what the payment side says about one subscription. Webhooks (after re-fetching
 * from Stripe), verify, and the local test pages all go through here. When a subscription
 * grants access, the workspace's other subscriptions are cancelled: that is how a plan switch
 * ends the old plan.
 */
export async function applySubscription(ctx: BillingContext, snapshot: SubscriptionSnapshot) {
  const { db, logger } = ctx;
  const userId = await resolveUserId(db, snapshot);
  const planId = await resolvePlanId(db, snapshot);
  const workspaceId = userId && (await resolveWorkspaceId(db, snapshot, userId));
  if (!userId || !planId || !workspaceId) {
    logger.warn(
      { subscription: snapshot.stripeSubscriptionId, userId, planId },
      "subscription ignored: unknown user or plan",
    );
    return false;
  }
  const prepaid = snapshot.kind === "prepaid";
  const [before] = await db
    .select({ status: subscriptions.status, pending: subscriptions.pendingPayment })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, snapshot.stripeSubscriptionId));
  const values = {
    userId,
    planId,
    status: snapshot.status,
    currentPeriodEnd:
      prepaid && hasAccessStatus(snapshot.status)
        ? await prepaidPeriodEnd(db, workspaceId, snapshot.stripeSubscriptionId)
        : snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    stripeCustomerId: snapshot.stripeCustomerId,
    stripeSubscriptionId: snapshot.stripeSubscriptionId,
    kind: snapshot.kind,
    paymentMethod: snapshot.paymentMethod,
    pendingPayment: snapshot.pendingPayment,
  };
  await db
    .insert(subscriptions)
    .values({ ...values, workspaceId })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        ...values,
        // A prepaid period's end is set once, by whichever delivery first saw it paid.
        ...(prepaid && {
          currentPeriodEnd: sql`coalesce(${subscriptions.currentPeriodEnd}, excluded.current_period_end)`,
        }),
        // A listing may not say how a subscription is paid; what was known stays.
        paymentMethod: sql`coalesce(excluded.payment_method, ${subscriptions.paymentMethod})`,
        updatedAt: new Date(),
      },
    });
  await db
    .update(profiles)
    .set({ stripeCustomerId: snapshot.stripeCustomerId })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)));
  // Whoever manages billing hears of a boleto to pay, paid or expired (decision 061).
  await noticeOfPayment(
    db,
    workspaceId,
    snapshot.stripeSubscriptionId,
    before ? { ...before, access: hasAccessStatus(before.status) } : null,
    {
      status: snapshot.status,
      access: hasAccessStatus(snapshot.status),
      pending: snapshot.pendingPayment,
    },
  );

  // A Pix period renews nothing and a subscription bought during one leaves it be.
  if (!prepaid && hasAccessStatus(snapshot.status)) {
    await cancelOtherSubscriptions(ctx, workspaceId, snapshot.stripeSubscriptionId);
  }
  return true;
}

/**
 * Where a Pix period just paid ends: 12 months after today, or after the end of the period
 * already paid for (an early renewal follows on from it).
 */
async function prepaidPeriodEnd(db: Database, workspaceId: string, stripeId: string) {
  const [running] = await db
    .select({
      end: sql<Date | null>`max(${subscriptions.currentPeriodEnd})`.mapWith(
        subscriptions.currentPeriodEnd,
      ),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaceId),
        eq(subscriptions.kind, "prepaid"),
        ne(subscriptions.stripeSubscriptionId, stripeId),
        grantsAccessSql(subscriptions),
      ),
    );
  const now = new Date();
  return pixPeriodEnd(running?.end && running.end > now ? running.end : now);
}

async function cancelOtherSubscriptions(ctx: BillingContext, workspaceId: string, keepId: string) {
  const others = await ctx.db
    .select({ id: subscriptions.id, stripeId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaceId),
        eq(subscriptions.kind, "subscription"),
        accessStatusSql(subscriptions.status),
        or(
          isNull(subscriptions.stripeSubscriptionId),
          ne(subscriptions.stripeSubscriptionId, keepId),
        ),
      ),
    );
  for (const other of others) {
    try {
      if (other.stripeId) await ctx.provider.cancelSubscription(other.stripeId);
    } catch (error) {
      // Left active rather than marked cancelled while the provider may still charge it.
      ctx.logger.error(
        { err: error, subscription: other.stripeId },
        "old subscription not cancelled",
      );
      continue;
    }
    await ctx.db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, updatedAt: new Date() })
      .where(eq(subscriptions.id, other.id));
  }
}
