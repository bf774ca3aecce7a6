import { asc, eq, not, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { profiles, users, workspaceMembers } from "../db/schema/index.ts";
import { visiblePlan } from "../plans/owned.ts";
import { scopedForMember, scopedToPlan } from "../scoped/held.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/*
 * Who hears of a plan's client answers (docs/decisions/038-plan-followers-and-member-feeds.md):
 * the members who follow it ("Seguir" on the plan), the one who shares a link following it by
 * doing so. A follow lives as long as the membership; brand access is checked when a digest is
 * written, so a member limited away from the plan's brand hears nothing.
 */

export async function isFollowing(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  const follows = scoped(access).follows;
  const [row] = await db
    .select({ userId: follows.t.userId })
    .from(follows.t)
    .where(follows.where(eq(follows.t.planId, plan.id)));
  return { following: row !== undefined };
}

/** The member follows a plan they may see (checked by the caller); again is a no-op. */
export function addFollower(db: Database, access: WorkspaceAccess, planId: string) {
  const follows = scoped(access).follows;
  return db.insert(follows.t).values(follows.values({ planId })).onConflictDoNothing();
}

/** "Seguir": the member hears of the client's answers on the plan's links. */
export async function follow(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  await addFollower(db, access, plan.id);
  return { following: true };
}

export async function unfollow(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  const follows = scoped(access).follows;
  await db.delete(follows.t).where(follows.where(eq(follows.t.planId, plan.id)));
  return { following: false };
}

export type DigestRecipient = { userId: string; name: string; email: string };

/**
 * The plan's followers who may still read it now (a member of its workspace whose brand access
 * holds its brand, not banned), in the order they followed: who a new digest goes to.
 */
export function digestRecipients(tx: Database, planId: string): Promise<DigestRecipient[]> {
  const { followers } = scopedToPlan(planId);
  const { t } = followers;
  const member = scopedForMember(t);
  return tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(followers.t)
    .innerJoin(member.plans.t, eq(member.plans.t.id, t.planId))
    .innerJoin(workspaceMembers, member.membership)
    .innerJoin(users, eq(users.id, t.userId))
    .leftJoin(profiles, eq(profiles.id, t.userId))
    .where(followers.where(member.plans.where(not(sql`coalesce(${profiles.isBanned}, false)`))))
    .orderBy(asc(t.createdAt), asc(t.userId));
}
