import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The one "grants access" rule: a subscription in one of these Stripe statuses whose period
 * has not ended (or has no end); admins pass without one. The SQL fragments and the
 * TypeScript functions below are twins, checked against each other in access.api.test.ts.
 */
const ACCESS_STATUSES = ["active", "trialing"] as const;

// Literals, not parameters: the partial index subscriptions_active_idx is declared with this
// predicate, and PostgreSQL only uses it for queries that repeat the values themselves.
const statusList = sql.raw(ACCESS_STATUSES.map((status) => `'${status}'`).join(", "));

/** SQL: the status is one that grants access (the period aside). */
export const accessStatusSql = (status: SQLWrapper): SQL => sql`${status} in (${statusList})`;

/** SQL: the subscription grants access now. */
export const grantsAccessSql = (subscription: {
  status: SQLWrapper;
  currentPeriodEnd: SQLWrapper;
}): SQL<boolean> =>
  sql<boolean>`(${accessStatusSql(subscription.status)} and (${subscription.currentPeriodEnd} is null or ${subscription.currentPeriodEnd} > now()))`;

/** The status is one that grants access (the period aside). */
export const hasAccessStatus = (status: string) =>
  (ACCESS_STATUSES as readonly string[]).includes(status);

/** The subscription grants access at `now`. */
export const grantsAccess = (
  subscription: { status: string; currentPeriodEnd: Date | null },
  now: Date,
) =>
  hasAccessStatus(subscription.status) &&
  (subscription.currentPeriodEnd === null || subscription.currentPeriodEnd > now);

/**
 * The Pro tools are open to an admin (who operates the platform) or to a user whose
 * subscription grants access; `subscription` is the one the viewer query found granting.
 */
export const hasProAccess = (viewer: { role: "admin" | "user"; subscription: object | null }) =>
  viewer.role === "admin" || viewer.subscription !== null;
