import { eq, isNull } from "drizzle-orm";
import { recordActivity } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { noticeOfTask } from "../notifications/events.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/*
 * How an assignee learns of a post given to them: a notification (decision 061: the bell, and
 * the e-mail and push they chose); the post's row stays unseen (`assignment_seen_at` null) until
 * they open "Minhas tarefas" (on the home page and its own page), which marks it "Novo" with
 * "Ana atribuiu a você"; and the workspace's activity log gets its line ("atribuiu o post … a
 * Bruno").
 */

type AssignedPost = {
  id: string;
  planId: string;
  theme: string;
  brandId: string | null;
  brandName: string | null;
};

/** Tells of a post given to `assignee` by the member of `access`, in the assignment's transaction. */
export async function noticeOfAssignment(
  tx: Database,
  access: WorkspaceAccess,
  post: AssignedPost,
  assignee: { id: string; name: string },
) {
  await recordActivity(tx, access, {
    kind: "assigned",
    brand: { id: post.brandId, name: post.brandName },
    planId: post.planId,
    postId: post.id,
    subject: post.theme,
    detail: assignee.name,
  });
  await noticeOfTask(tx, access, post, assignee.id);
}

/**
 * When a post given now is seen: at once when the member took it themself, else when the
 * assignee next opens "Minhas tarefas" (null until then).
 */
export const seenAtAssignment = (access: WorkspaceAccess, assigneeId: string | null) =>
  assigneeId === access.userId ? new Date() : null;

/** Opening "Minhas tarefas" sees every task given to the member so far. */
export async function markTasksSeen(db: Database, access: WorkspaceAccess) {
  const posts = scoped(access).posts;
  await db
    .update(posts.t)
    .set({ assignmentSeenAt: new Date() })
    .where(posts.where(eq(posts.t.assigneeId, access.userId), isNull(posts.t.assignmentSeenAt)));
}
