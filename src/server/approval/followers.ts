import { and, asc, eq, not, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { planFollowers, plans, profiles, users, workspaceMembers } from "../db/schema/index.ts";
import { visiblePlan } from "../plans/owned.ts";
import { scopedForMember } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/*
 * Who hears of a plan's client answers (docs/decisions/038-plan-followers-and-member-feeds.md):
 * the members who follow it ("Seguir" on the plan), the one who shares a link following it by
 * doing so. A follow lives as long as the membership; brand access is checked when a digest is
 * written, so a member limited away from the plan's brand hears nothing.
 */

const followOf = (access: WorkspaceAccess, planId: string) =>
  and(eq(planFollowers.planId, planId), eq(planFollowers.userId, access.userId));

export async function isFollowing(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  const [row] = await db
    .select({ userId: planFollowers.userId })
    .from(planFollowers)
    .where(followOf(access, plan.id));
  return { following: row !== undefined };
}

/** The member follows a plan they may see (checked by the caller); again is a no-op. */
export const addFollower = (db: Database, access: WorkspaceAccess, planId: string) =>
  db
    .insert(planFollowers)
    .values({ planId, workspaceId: access.workspaceId, userId: access.userId })
    .onConflictDoNothing();

/** "Seguir": the member hears of the client's answers on the plan's links. */
export async function follow(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  await addFollower(db, access, plan.id);
  return { following: true };
}

export async function unfollow(db: Database, access: WorkspaceAccess, planId: string) {
  const plan = await visiblePlan(db, access, planId);
  await db.delete(planFollowers).where(followOf(access, plan.id));
  return { following: false };
}

export type DigestRecipient = { userId: string; name: string; email: string };

/**
 * The plan's followers who may still read it now (a member of its workspace whose brand access
 * holds its brand, not banned), in the order they followed: who a new digest goes to.
 */
export function digestRecipients(tx: Database, planId: string): Promise<DigestRecipient[]> {
  const member = scopedForMember(planFollowers);
  return tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(planFollowers)
    .innerJoin(member.plans.t, eq(plans.id, planFollowers.planId))
    .innerJoin(workspaceMembers, member.membership)
    .innerJoin(users, eq(users.id, planFollowers.userId))
    .leftJoin(profiles, eq(profiles.id, planFollowers.userId))
    .where(
      member.plans.where(
        eq(planFollowers.planId, planId),
        not(sql`coalesce(${profiles.isBanned}, false)`),
      ),
    )
    .orderBy(asc(planFollowers.createdAt), asc(planFollowers.userId));
}
