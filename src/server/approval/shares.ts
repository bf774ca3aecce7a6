import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import {
  type CreatedShareLink,
  expiryDays,
  MAX_ACTIVE_SHARES,
  SHARE_LIMIT_MESSAGE,
  SHARE_NOT_FOUND,
  type ShareExpiry,
  type ShareLink,
} from "../../shared/approval.ts";
import { APPROVAL_PATH } from "../../shared/approval-rules.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { approvalLinks } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { hashSecretToken, newSecretToken } from "../lib/secret-token.ts";
import { sweepAtMostEvery } from "../lib/sweep.ts";
import { visiblePlan } from "../plans/owned.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { addFollower } from "./followers.ts";

type LinkRow = typeof approvalLinks.$inferSelect;
type SharedPlan = Awaited<ReturnType<typeof visiblePlan>>;

/** The log's line for a link made or ended on the plan, in the same transaction. */
const logShare = (
  tx: Database,
  access: WorkspaceAccess,
  plan: SharedPlan,
  kind: "shared" | "unshared",
) =>
  recordActivity(tx, access, {
    kind,
    brand: { id: plan.brandId, name: plan.brandName },
    planId: plan.id,
    subject: plan.title,
  });

/** Neither revoked nor past its expiry: the only links that open anything. */
export const isActive = () =>
  and(
    isNull(approvalLinks.revokedAt),
    or(isNull(approvalLinks.expiresAt), gt(approvalLinks.expiresAt, sql`now()`)),
  );

const toShareLink = (row: LinkRow): ShareLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
});

export async function listShares(db: Database, access: WorkspaceAccess, planId: string) {
  await visiblePlan(db, access, planId);
  const rows = await db
    .select()
    .from(approvalLinks)
    .where(and(eq(approvalLinks.planId, planId), isActive()))
    .orderBy(desc(approvalLinks.createdAt));
  return rows.map(toShareLink);
}

/**
 * Writes a new link, shared by the member, who follows the plan from now on (the client's
 * answers reach them, decision 038); its token leaves the server once, in this answer, and is
 * kept hashed.
 */
async function insertLink(
  { db, env }: Pick<AppDeps, "db" | "env">,
  access: WorkspaceAccess,
  planId: string,
  expiresAt: Date | null,
): Promise<CreatedShareLink> {
  const token = newSecretToken();
  const [row] = await db
    .insert(approvalLinks)
    .values({ planId, userId: access.userId, tokenHash: hashSecretToken(token), expiresAt })
    .returning();
  if (!row) throw new Error("approval link insert returned no row");
  await addFollower(db, access, planId);
  return { ...toShareLink(row), url: `${env.APP_URL}${APPROVAL_PATH}/${token}` };
}

// A revoked or expired link opens nothing, but its row stays a month: who approved through
// which link can still be looked into. Then it goes, so "Substituir" in a loop fills nothing.
const ENDED_LINK_KEPT = sql`make_interval(days => 30)`;
const purgeEndedLinks = sweepAtMostEvery(60 * 60_000, (db) =>
  db
    .delete(approvalLinks)
    .where(
      or(
        lt(approvalLinks.revokedAt, sql`now() - ${ENDED_LINK_KEPT}`),
        lt(approvalLinks.expiresAt, sql`now() - ${ENDED_LINK_KEPT}`),
      ),
    ),
);

export async function createShare(
  deps: Pick<AppDeps, "db" | "env">,
  access: WorkspaceAccess,
  planId: string,
  expiresIn: ShareExpiry,
) {
  await purgeEndedLinks(deps.db);
  return deps.db.transaction(async (tx) => {
    // Links are counted and made one request at a time, as posts are (plans/posts.ts).
    const plan = await visiblePlan(tx, access, planId, { forUpdate: true });
    const active = await tx.$count(
      approvalLinks,
      and(eq(approvalLinks.planId, planId), isActive()),
    );
    if (active >= MAX_ACTIVE_SHARES) throw errors.conflict(SHARE_LIMIT_MESSAGE);
    const days = expiryDays(expiresIn);
    const expiresAt = days === null ? null : new Date(Date.now() + days * 86_400_000);
    await logShare(tx, access, plan, "shared");
    return insertLink({ ...deps, db: tx }, access, planId, expiresAt);
  });
}

/** Ends an active link of a plan the member may see; the old URL answers 404 from now on. */
async function revoke(db: Database, access: WorkspaceAccess, planId: string, shareId: string) {
  const plan = await visiblePlan(db, access, planId);
  if (!isUuid(shareId)) throw errors.notFound(SHARE_NOT_FOUND);
  const [row] = await db
    .update(approvalLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(approvalLinks.id, shareId), eq(approvalLinks.planId, planId), isActive()))
    .returning();
  if (!row) throw errors.notFound(SHARE_NOT_FOUND);
  await logShare(db, access, plan, "unshared");
  return row;
}

export async function revokeShare(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  shareId: string,
) {
  await db.transaction((tx) => revoke(tx, access, planId, shareId));
}

/** A leaked link: the old one stops and a new one takes its place, with the same expiry. */
export async function replaceShare(
  deps: Pick<AppDeps, "db" | "env">,
  access: WorkspaceAccess,
  planId: string,
  shareId: string,
) {
  await purgeEndedLinks(deps.db);
  return deps.db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, access, planId, { forUpdate: true });
    const old = await revoke(tx, access, planId, shareId);
    await logShare(tx, access, plan, "shared");
    return insertLink({ ...deps, db: tx }, access, planId, old.expiresAt);
  });
}
