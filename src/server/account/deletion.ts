import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import { cancelOpenSubscriptions } from "../billing/cancel-open.ts";
import { emails, users, verifications } from "../db/schema/index.ts";
import { deleteOwnedTeams, ensureNoTeamLeftWithoutOwner } from "../workspaces/service.ts";

/**
 * LGPD deletion: the subscription is cancelled first, then the user row goes and the
 * foreign keys cascade (profile, role, sessions, credentials, subscriptions, the personal
 * workspace with its content, contact messages); what they made in a team's workspace stays,
 * its author unset. E-mails and pending links that name the user go with it. An owner of a
 * team with other members is refused until they transfer or delete it (decision 032): checked
 * before Stripe, and again in the deletion's transaction under the person's and their teams'
 * locks, so a member who joined or an ownership accepted meanwhile is seen.
 */
export async function deleteAccount(deps: AppDeps, userId: string) {
  await ensureNoTeamLeftWithoutOwner(deps.db, userId);
  await cancelOpenSubscriptions(deps, { userId });
  await deps.db.transaction(async (tx) => {
    // The personal workspace goes with the user row; team workspaces only they were in, here.
    await deleteOwnedTeams(tx, userId);
    await tx.delete(emails).where(eq(emails.userId, userId));
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
  deps.logger.info({ userId }, "account deleted at the user's request");
}
