import { and, count, eq, gt, sql } from "drizzle-orm";
import { brazilToday } from "../../../shared/dates.ts";
import {
  EMAILS_PER_DAY_LIMIT,
  MAX_INVITATION_EMAILS_PER_DAY,
  MAX_WORKSPACE_MEMBERS,
} from "../../../shared/invitations.ts";
import { grantsAccessSql } from "../../billing/access.ts";
import type { Database } from "../../db/client.ts";
import {
  subscriptions,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { countHit, MAX_WINDOW_SECONDS } from "../../lib/rate-limit.ts";

/*
 * The limits of decision 039, each counted in the caller's transaction after `lockWorkspace`,
 * so two requests for one workspace take turns and neither passes a limit the other filled.
 */

/** Serialises invitations and joins of one workspace; also its name and whether personal. */
export async function lockWorkspace(tx: Database, workspaceId: string) {
  const [workspace] = await tx
    .select({ name: workspaces.name, personalOf: workspaces.personalOf })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
  return workspace ?? null;
}

/** SQL: the invitation's link still works. */
export const stillPending = gt(workspaceInvitations.expiresAt, sql`now()`);

export async function memberCount(tx: Database, workspaceId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.value ?? 0;
}

export const isFull = async (tx: Database, workspaceId: string) =>
  (await memberCount(tx, workspaceId)) >= MAX_WORKSPACE_MEMBERS;

export async function pendingCount(tx: Database, workspaceId: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), stillPending));
  return row?.value ?? 0;
}

/** Whether a subscription makes the workspace Pro now (a team beyond its owner is Pro's). */
export async function workspaceIsPro(tx: Database, workspaceId: string) {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.workspaceId, workspaceId), grantsAccessSql(subscriptions)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one invitation e-mail of the workspace against Brazil's day (the key names the day, so
 * the count starts over at midnight in São Paulo); past the limit, the 429 in Portuguese. In
 * the caller's transaction: a refused or failed invitation counts nothing.
 */
export async function countInvitationEmail(tx: Database, workspaceId: string) {
  const day = brazilToday(new Date());
  const retryAfter = await countHit(tx, `invitation-mail:${workspaceId}:${day}`, {
    limit: MAX_INVITATION_EMAILS_PER_DAY,
    windowSeconds: MAX_WINDOW_SECONDS,
  });
  if (retryAfter !== null) {
    throw new AppError(429, "RATE_LIMITED", EMAILS_PER_DAY_LIMIT, {
      retryAfterSeconds: retryAfter,
    });
  }
}
