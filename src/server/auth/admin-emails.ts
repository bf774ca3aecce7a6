import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userRoles, users } from "../db/schema/index.ts";
import type { Env } from "../env.ts";

/**
 * Where an address can be proven (SMTP set) or must be (production), an ADMIN_EMAILS
 * address grants admin only once verified: else whoever registered it first would be admin.
 * Without either, `npm run admin:grant` is the way.
 */
export const adminNeedsVerifiedEmail = (env: Env) =>
  Boolean(env.SMTP_URL) || env.NODE_ENV === "production";

/** Whether this user is an admin by ADMIN_EMAILS. */
export const isListedAdmin = (env: Env, user: { email: string; emailVerified: boolean }) =>
  env.ADMIN_EMAILS.includes(user.email.toLowerCase()) &&
  (user.emailVerified || !adminNeedsVerifiedEmail(env));

/**
 * Makes admins of the existing users whose e-mail is listed (ADMIN_EMAILS at start, with
 * `verifiedOnly` where adminNeedsVerifiedEmail; or the CLI, which trusts its operator).
 */
export async function grantAdmin(db: Database, emails: string[], { verifiedOnly = false } = {}) {
  if (emails.length === 0) return [];
  const listed = inArray(
    sql`lower(${users.email})`,
    emails.map((e) => e.toLowerCase()),
  );
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(verifiedOnly ? and(listed, eq(users.emailVerified, true)) : listed);
  for (const user of found) {
    await db
      .insert(userRoles)
      .values({ userId: user.id, role: "admin" })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: "admin", updatedAt: new Date() },
      });
  }
  return found.map((u) => u.email);
}
