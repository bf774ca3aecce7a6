import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
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
import type { approvalLinks } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { hashSecretToken, newSecretToken } from "../lib/secret-token.ts";
import { visiblePlan } from "../plans/owned.ts";
import { scoped } from "../scoped/scope.ts";
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
export const isActive = (t: typeof approvalLinks) =>
  and(isNull(t.revokedAt), or(isNull(t.expiresAt), gt(t.expiresAt, sql`now()`)));

const toShareLink = (row: LinkRow): ShareLink => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
});

export async function listShares(db: Database, access: WorkspaceAccess, planId: string) {
  await visiblePlan(db, access, planId);
  const links = scoped(access).links;
  const rows = await db
    .select()
    .from(links.t)
    .where(links.where(eq(links.t.planId, planId), isActive(links.t)))
    .orderBy(desc(links.t.createdAt));
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
    .insert(scoped(access).links.t)
    .values({ planId, userId: access.userId, tokenHash: hashSecretToken(token), expiresAt })
    .returning();
  if (!row) throw new Error("approval link insert returned no row");
  await addFollower(db, access, planId);
  return { ...toShareLink(row), url: `${env.APP_URL}${APPROVAL_PATH}/${token}` };
}

export async function createShare(
  deps: Pick<AppDeps, "db" | "env">,
  access: WorkspaceAccess,
  planId: string,
  expiresIn: ShareExpiry,
) {
  return deps.db.transaction(async (tx) => {
    // Links are counted and made one request at a time, as posts are (plans/posts.ts).
    const plan = await visiblePlan(tx, access, planId, { forUpdate: true });
    const links = scoped(access).links;
    const active = await tx.$count(
      links.t,
      links.where(eq(links.t.planId, planId), isActive(links.t)),
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
  const links = scoped(access).links;
  const [row] = await db
    .update(links.t)
    .set({ revokedAt: new Date() })
    .where(links.where(eq(links.t.id, shareId), eq(links.t.planId, planId), isActive(links.t)))
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
  return deps.db.transaction(async (tx) => {
    const plan = await visiblePlan(tx, access, planId, { forUpdate: true });
    const old = await revoke(tx, access, planId, shareId);
    await logShare(tx, access, plan, "shared");
    return insertLink({ ...deps, db: tx }, access, planId, old.expiresAt);
  });
}
