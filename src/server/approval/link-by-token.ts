import { and, eq, sql } from "drizzle-orm";
import { LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import type { Database } from "../db/client.ts";
import { approvalLinks, plans, profiles } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { hashSecretToken, looksLikeSecretToken } from "../lib/secret-token.ts";
import { isActive } from "./shares.ts";

// The lookup that makes an approval link's client a viewer: a token names its link in any
// workspace, before any scope exists; what the link then reaches goes through scopedToLink
// (scripts/lib/scoped-boundary.ts lists this module for this one statement).

/** A link that opens its plan; `userId`: who shared it (null once their account is gone). */
export type ActiveLink = { id: string; planId: string; workspaceId: string; userId: string | null };

/**
 * The link a token opens, or null: revoked, expired, unknown and malformed alike, and any link
 * of a banned owner (as their calendar feeds: plans/feed.ts).
 */
export async function findActiveLink(db: Database, token: string): Promise<ActiveLink | null> {
  if (!looksLikeSecretToken(token)) return null;
  const [link] = await db
    .select({
      id: approvalLinks.id,
      planId: approvalLinks.planId,
      workspaceId: plans.workspaceId,
      userId: approvalLinks.userId,
    })
    .from(approvalLinks)
    .innerJoin(plans, eq(plans.id, approvalLinks.planId))
    .leftJoin(profiles, eq(profiles.id, approvalLinks.userId))
    .where(
      and(
        eq(approvalLinks.tokenHash, hashSecretToken(token)),
        isActive(approvalLinks),
        sql`not coalesce(${profiles.isBanned}, false)`,
      ),
    );
  return link ?? null;
}

export async function activeLink(db: Database, token: string): Promise<ActiveLink> {
  const link = await findActiveLink(db, token);
  if (!link) throw errors.notFound(LINK_UNAVAILABLE);
  return link;
}
