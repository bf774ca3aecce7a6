import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { type CurrentWorkspace, roleLimitable } from "../../shared/workspaces.ts";
import { grantsAccess, grantsAccessSql } from "../billing/access.ts";
import type { Database } from "../db/client.ts";
import {
  profiles,
  sessions,
  subscriptionPlans,
  subscriptions,
  userRoles,
  users,
  workspaceMembers,
  workspaces,
} from "../db/schema/index.ts";
import { SESSION_COOKIE } from "./auth.ts";

export type Viewer = {
  id: string;
  email: string;
  name: string;
  fullName: string | null;
  username: string | null;
  emailVerified: boolean;
  createdAt: Date;
  role: "admin" | "user";
  isBanned: boolean;
  bannedReason: string | null;
  isLocked: boolean;
  lockedReason: string | null;
  /** The workspace the user works in, with their role and brand access there. */
  workspace: CurrentWorkspace;
  /** The subscription that grants the current workspace access now, if any. */
  subscription: {
    planId: number;
    planName: string;
    status: string;
    currentPeriodEnd: Date | null;
  } | null;
  sessionToken: string;
  sessionExpiresAt: Date;
};

function readCookie(header: string, name: string) {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Cookie values whose HMAC already checked out, per secret: the answer never changes. */
const verifiedCookies = new Map<string, Map<string, string>>();
const MAX_VERIFIED_COOKIES = 10_000;

function verifySignedValue(value: string, secret: string) {
  const verified = verifiedCookies.get(secret) ?? new Map<string, string>();
  const known = verified.get(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (verified.size >= MAX_VERIFIED_COOKIES) verified.clear();
  verified.set(value, token);
  verifiedCookies.set(secret, verified);
  return token;
}

/**
 * Reads the session token from better-auth's signed cookie (`token.base64(HMAC-SHA256)`).
 * Verifying the HMAC here costs microseconds, where better-auth's getSession costs ~2 ms.
 */
export function sessionTokenFromCookie(cookieHeader: string | undefined, secret: string) {
  if (!cookieHeader) return null;
  const raw =
    readCookie(cookieHeader, `__Secure-${SESSION_COOKIE}`) ??
    readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return verifySignedValue(value, secret);
}

/**
 * Whether a viewer read earlier still holds on time alone: the session and the subscription
 * end at their dates without any row changing.
 */
export function viewerStillCurrent(viewer: Viewer, now: Date) {
  return (
    viewer.sessionExpiresAt > now &&
    (viewer.subscription === null || grantsAccess(viewer.subscription, now))
  );
}

/**
 * One query for everything the guards need. A banned user, or a session that was revoked
 * (deleted) on any instance, resolves to no viewer on the very next request. The workspace is
 * the one the user chose while they are its member, else their personal one: a removed
 * member's next request works in their own.
 */
export async function loadViewer(db: Database, token: string): Promise<Viewer | null> {
  const membership = db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      role: workspaceMembers.role,
      brandIds: workspaceMembers.brandIds,
      name: workspaces.name,
      personal: sql<boolean>`${workspaces.personalOf} is not null`.as("personal"),
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, users.id))
    .orderBy(
      sql`${workspaceMembers.workspaceId} is not distinct from ${profiles.currentWorkspaceId} desc`,
      sql`${workspaces.personalOf} is not null desc`,
      workspaceMembers.joinedAt,
    )
    .limit(1)
    .as("membership");
  const granting = db
    .select({
      planId: subscriptionPlans.id,
      planName: subscriptionPlans.name,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(eq(subscriptions.workspaceId, membership.workspaceId), grantsAccessSql(subscriptions)),
    )
    .orderBy(sql`${subscriptions.currentPeriodEnd} desc nulls first`)
    .limit(1)
    .as("sub");
  const [row] = await db
    .select({
      sessionExpiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      fullName: profiles.fullName,
      username: profiles.username,
      isBanned: profiles.isBanned,
      isLocked: profiles.isLocked,
      lockedReason: profiles.lockedReason,
      role: userRoles.role,
      workspaceId: membership.workspaceId,
      workspaceName: membership.name,
      workspacePersonal: membership.personal,
      workspaceRole: membership.role,
      workspaceBrandIds: membership.brandIds,
      // The workspace the user chose is not the one they work in: they were removed from it
      // (leaving, switching and deleting clear or move the choice), and the app says so.
      removedFrom: sql<
        string | null
      >`(select w.name from ${workspaces} w where w.id = ${profiles.currentWorkspaceId} and w.id <> ${membership.workspaceId})`,
      planId: granting.planId,
      planName: granting.planName,
      status: granting.status,
      currentPeriodEnd: granting.currentPeriodEnd,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoinLateral(membership, sql`true`)
    .leftJoinLateral(granting, sql`true`)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)));
  if (!row || row.isBanned) return null;
  const { sessionExpiresAt, planId, planName, status, currentPeriodEnd, ...rest } = row;
  const {
    workspaceId,
    workspaceName,
    workspacePersonal,
    workspaceRole,
    workspaceBrandIds,
    removedFrom,
    ...user
  } = rest;
  return {
    ...user,
    workspace: {
      id: workspaceId,
      name: workspaceName,
      personal: workspacePersonal,
      role: workspaceRole,
      brandIds: roleLimitable(workspaceRole) ? workspaceBrandIds : null,
      ...(removedFrom !== null && { removedFrom }),
    },
    role: user.role ?? "user",
    isBanned: false,
    bannedReason: null,
    isLocked: user.isLocked ?? false,
    subscription:
      planId !== null && planName !== null && status !== null
        ? { planId, planName, status, currentPeriodEnd }
        : null,
    sessionToken: token,
    sessionExpiresAt,
  };
}
