import { eq } from "drizzle-orm";
import { type PlanPost, POST_NOT_FOUND } from "../../shared/plans.ts";
import type { TaskUpdate } from "../../shared/tasks.ts";
import type { Database } from "../db/client.ts";
import { users, workspaceMembers } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scoped } from "../scoped/scope.ts";
import {
  ensureAssignable,
  ensureMayAssign,
  membershipOf,
  type WorkspaceAccess,
} from "../workspaces/access.ts";
import { noticeOfAssignment, seenAtAssignment } from "./assignment-notice.ts";
import { postColumns } from "./post-columns.ts";
import { thePost } from "./posts.ts";
import { toPlanPost } from "./rows.ts";

/**
 * Sets who is responsible for a post and by when (decision 058), as the member's role allows
 * (ensureMayAssign) and only to a member who may produce it (ensureAssignable). The post's row
 * is locked while it is decided, so two members taking it at once are told apart: the second
 * finds it taken. A new assignee is told (assignment-notice.ts). Answers the post.
 */
export async function assignPost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  change: TaskUpdate,
): Promise<PlanPost> {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  return db.transaction(async (tx) => {
    const { posts, plans } = scoped(access);
    const [post] = await tx
      .select({
        id: posts.t.id,
        planId: posts.t.planId,
        theme: posts.t.theme,
        assigneeId: posts.t.assigneeId,
        brandId: plans.t.brandId,
        brandName: plans.t.brandName,
      })
      .from(posts.t)
      .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
      .where(posts.where(thePost(planId, postId)))
      .for("update", { of: posts.t });
    if (!post) throw errors.notFound(POST_NOT_FOUND);
    const to = change.assigneeId === undefined ? post.assigneeId : change.assigneeId;
    ensureMayAssign(access, { from: post.assigneeId, to });
    const reassigned = to !== post.assigneeId;
    const assignee = reassigned && to !== null ? await memberOf(tx, access, to) : undefined;
    if (reassigned && to !== null) ensureAssignable(assignee, post.brandId);
    const [row] = await tx
      .update(posts.t)
      .set({
        ...(reassigned && {
          assigneeId: to,
          assignedBy: to === null ? null : access.userId,
          assignedAt: to === null ? null : new Date(),
          assignmentSeenAt: seenAtAssignment(access, to),
        }),
        ...(change.dueOn !== undefined && { dueOn: change.dueOn }),
        updatedAt: new Date(),
      })
      .where(posts.where(eq(posts.t.id, post.id)))
      .returning(postColumns);
    if (!row) throw errors.notFound(POST_NOT_FOUND);
    if (assignee && to !== access.userId) {
      await noticeOfAssignment(tx, access, post, { id: assignee.userId, name: assignee.name });
    }
    return toPlanPost(row);
  });
}

/** A member of the workspace, with what decides whether they may be made responsible. */
async function memberOf(tx: Database, access: WorkspaceAccess, userId: string) {
  const [member] = await tx
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      brandIds: workspaceMembers.brandIds,
      name: users.name,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(membershipOf(access.workspaceId, userId));
  return member;
}
