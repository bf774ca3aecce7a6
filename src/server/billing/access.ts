import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { ACCESS_STATUSES, accessStatusSql } from "../db/access-statuses.ts";

// The "grants access" rule (db/access-statuses.ts) applied to a subscription's period, and to
// the viewer.

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
