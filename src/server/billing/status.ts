import { and, desc, eq, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "../../shared/billing.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/client.ts";
import {
  profiles,
  subscriptionPlans,
  subscriptions,
  users,
  workspaceMembers,
} from "../db/schema/index.ts";
import { grantsAccessSql } from "./access.ts";
import { customerIdOf } from "./customer.ts";
import { applySubscription, type BillingContext, withProvider } from "./subscriptions.ts";

/**
 * The workspace's subscription that grants access now, else the latest one (shown as
 * cancelled), as the viewer may read it: every member reads the status, only the payer their
 * Stripe customer id.
 */
export async function readStatus(
  db: Database,
  viewer: Pick<Viewer, "id" | "workspace">,
): Promise<SubscriptionStatus> {
  const workspaceId = viewer.workspace.id;
  const grants = grantsAccessSql(subscriptions);
  const [[row], ownerName] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        planId: subscriptions.planId,
        planName: subscriptionPlans.name,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        kind: subscriptions.kind,
        paymentMethod: subscriptions.paymentMethod,
        pendingPayment: subscriptions.pendingPayment,
        stripeCustomerId: sql<
          string | null
        >`coalesce(${subscriptions.stripeCustomerId}, ${profiles.stripeCustomerId})`,
        payerId: subscriptions.userId,
        payerName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
        grants,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .leftJoin(profiles, eq(profiles.id, subscriptions.userId))
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.workspaceId, workspaceId))
      .orderBy(desc(grants), desc(subscriptions.updatedAt))
      .limit(1),
    ownerNameOf(db, workspaceId),
  ]);
  if (!row) return { active: false, subscription: null, ownerName };
  const {
    grants: active,
    currentPeriodEnd,
    payerId,
    payerName,
    stripeCustomerId,
    ...subscription
  } = row;
  return {
    active,
    subscription: {
      ...subscription,
      stripeCustomerId: payerId === viewer.id ? stripeCustomerId : null,
      currentPeriodEnd: currentPeriodEnd?.toISOString() ?? null,
      payer: payerId ? { id: payerId, name: payerName ?? "" } : null,
    },
    ownerName,
  };
}

/** The name of the workspace's Proprietário, shown to members as who manages the subscription. */
async function ownerNameOf(db: Database, workspaceId: string) {
  const [owner] = await db
    .select({ name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})` })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .limit(1);
  return owner?.name ?? "";
}

/**
 * "Atualizar status": the database answers, unless it cannot vouch for access (no access
 * granted, or the period end has passed without a renewal event); then the payment side is
 * asked again and its answer stored.
 */
export async function verifySubscription(ctx: BillingContext, viewer: Viewer) {
  const workspaceId = viewer.workspace.id;
  const current = await readStatus(ctx.db, viewer);
  if (current.active) return current;
  const customerId = await customerIdOf(ctx.db, viewer.id);
  if (!customerId || ctx.provider.kind === "local") return current;
  const waitingPix = await ctx.db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.workspaceId, workspaceId),
        eq(subscriptions.kind, "prepaid"),
        eq(subscriptions.status, "incomplete"),
      ),
    );
  // A Pix payment is a Checkout session, not a subscription: each waiting one is re-read too.
  const remote = await withProvider(ctx, "Erro ao verificar assinatura", async () => [
    ...(await ctx.provider.listCustomerSubscriptions(customerId)),
    ...(await Promise.all(
      waitingPix.flatMap(({ id }) => (id ? [ctx.provider.retrievePrepaid(id)] : [])),
    )),
  ]);
  for (const snapshot of remote) await applySubscription(ctx, snapshot);
  return readStatus(ctx.db, viewer);
}

/** The subscriptions that grant this workspace access now. */
export async function activeSubscriptionsOf(db: Database, workspaceId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), grantsAccessSql(subscriptions)));
}
