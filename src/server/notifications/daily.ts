import { count } from "drizzle-orm";
import { brazilToday } from "../../shared/dates.ts";
import type { Database } from "../db/client.ts";
import { workspaceMembers } from "../db/schema/index.ts";
import { scopedDuePosts } from "../scoped/held.ts";
import { notify } from "./notify.ts";

/** The page of the day's posts, where the morning summary leads (built beside this issue). */
export const TODAY_PATH = "/hoje";

const postsLine = (n: number) =>
  n === 1 ? "Você tem 1 publicação para hoje." : `Você tem ${n} publicações para hoje.`;

/**
 * The morning summary (decision 061): at 08:00 in Brazil each member with posts to publish
 * today (theirs, or nobody's of a plan they wrote, of a brand they see) is told how many, once
 * per workspace and day, however often the job runs.
 */
export async function sendMorningSummary(db: Database, now = new Date()) {
  const day = brazilToday(now);
  const { membership, plans, posts } = scopedDuePosts(day);
  const due = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      userId: workspaceMembers.userId,
      posts: count(),
    })
    .from(posts.t)
    .innerJoin(plans.t, plans.where())
    .innerJoin(workspaceMembers, membership)
    .where(posts.where())
    .groupBy(workspaceMembers.workspaceId, workspaceMembers.userId);
  let told = 0;
  for (const member of due) {
    const users = await notify(db, {
      kind: "due_today",
      workspaceId: member.workspaceId,
      to: [member.userId],
      title: "Publicações de hoje",
      body: postsLine(member.posts),
      url: TODAY_PATH,
      dedupeKey: `due_today:${member.workspaceId}:${day}`,
    });
    told += users.length;
  }
  return { told };
}
