import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The one "grants access" rule starts here: a subscription in one of these Stripe statuses
 * whose period has not ended (or has no end); admins pass without one. It sits with the schema
 * because the partial indexes on subscriptions are declared with its predicate; the period and
 * the viewer's side are billing/access.ts's. The SQL and the TypeScript twins are checked
 * against each other in billing/access.api.test.ts.
 */
export const ACCESS_STATUSES = ["active", "trialing"] as const;

// Literals, not parameters: the partial index subscriptions_active_idx is declared with this
// predicate, and PostgreSQL only uses it for queries that repeat the values themselves.
const statusList = sql.raw(ACCESS_STATUSES.map((status) => `'${status}'`).join(", "));

/** SQL: the status is one that grants access (the period aside). */
export const accessStatusSql = (status: SQLWrapper): SQL => sql`${status} in (${statusList})`;
