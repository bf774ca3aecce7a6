import { and, eq, isNotNull, notInArray } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import { subscriptions } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";

// Stripe's final states: nothing left to cancel.
const ENDED_STATUSES = ["canceled", "incomplete_expired"];

/** Whose subscriptions end: those a person pays (account deletion), or a workspace's (its deletion). */
export type CancelScope = { userId: string } | { workspaceId: string };

/**
 * Before rows that a running Stripe subscription belongs to are deleted, Stripe stops charging
 * it; if Stripe cannot be reached, nothing is deleted (502) and the user retries.
 */
export async function cancelOpenSubscriptions(
  { db, payments, logger }: AppDeps,
  scope: CancelScope,
) {
  const open = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        "userId" in scope
          ? eq(subscriptions.userId, scope.userId)
          : eq(subscriptions.workspaceId, scope.workspaceId),
        // A Pix period is a payment already made: nothing renews, nothing to cancel.
        eq(subscriptions.kind, "subscription"),
        isNotNull(subscriptions.stripeSubscriptionId),
        notInArray(subscriptions.status, ENDED_STATUSES),
      ),
    );
  // Without a Stripe key the subscriptions are the local test mode's: deleting the rows ends them.
  const { provider } = payments;
  if (open.length === 0 || provider.kind !== "stripe") return;
  for (const { id } of open) {
    try {
      await provider.cancelSubscription(id!);
    } catch (error) {
      logger.error({ err: error, ...scope, subscription: id }, "could not cancel before deletion");
      // Deleting while Stripe still charges the card would be worse than waiting.
      throw new AppError(
        502,
        "SUBSCRIPTION_CANCEL_FAILED",
        "Não foi possível cancelar sua assinatura agora. Tente novamente em alguns instantes.",
      );
    }
    // A row that outlives the deletion (a team's, paid by a departing member) says so at once.
    await db
      .update(subscriptions)
      .set({ status: "canceled", cancelAtPeriodEnd: false, updatedAt: new Date() })
      .where(eq(subscriptions.stripeSubscriptionId, id!));
  }
}
