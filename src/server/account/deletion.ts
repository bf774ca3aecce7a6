import { and, eq, isNotNull, notInArray } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import { emails, subscriptions, users, verifications } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { deleteOwnedTeams, ensureNoTeamLeftWithoutOwner } from "../workspaces/service.ts";

// Stripe's final states: nothing left to cancel.
const ENDED_STATUSES = ["canceled", "incomplete_expired"];

async function cancelStripeSubscriptions({ db, payments, logger }: AppDeps, userId: string) {
  const open = await db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
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
      logger.error(
        { err: error, userId, subscription: id },
        "could not cancel on account deletion",
      );
      // Deleting the account while Stripe still charges the card would be worse than waiting.
      throw new AppError(
        502,
        "SUBSCRIPTION_CANCEL_FAILED",
        "Não foi possível cancelar sua assinatura agora. Tente novamente em alguns instantes.",
      );
    }
  }
}

/**
 * LGPD deletion: the subscription is cancelled first, then the user row goes and the
 * foreign keys cascade (profile, role, sessions, credentials, subscriptions, the personal
 * workspace with its content, contact messages); what they made in a team's workspace stays,
 * its author unset. E-mails and pending links that name the user go with it. An owner of a
 * team with other members is refused until they transfer or delete it (decision 032).
 */
export async function deleteAccount(deps: AppDeps, userId: string) {
  await ensureNoTeamLeftWithoutOwner(deps.db, userId);
  await cancelStripeSubscriptions(deps, userId);
  await deps.db.transaction(async (tx) => {
    // The personal workspace goes with the user row; team workspaces only they were in, here.
    await deleteOwnedTeams(tx, userId);
    await tx.delete(emails).where(eq(emails.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  deps.logger.info({ userId }, "account deleted at the user's request");
}
