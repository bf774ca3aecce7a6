import { eq } from "drizzle-orm";
import type { FeedbackDecision } from "../../shared/approval.ts";
import { postPath } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { notify } from "./notify.ts";

/*
 * The events of the other domains as notifications (decision 061): each is called in the
 * transaction of its change, and says what happened in the member's words and where to see it.
 * Who hears is notify.ts's decision; a caller narrows it (the plan's followers, the assignee)
 * or leaves out who acted.
 */

/** A line of someone's text in a notification: one line, bounded. */
const short = (text: string, max = 140) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The queue of the pushes' job (scheduled-jobs.ts feeds it every minute; push.ts runs it). */
export const PUSH_QUEUE = "notification-pushes";

/**
 * After a change that notified someone has committed: the pushes' job runs now rather than at
 * the minute's tick (one such job waits at a time; a failure to send it leaves the tick).
 */
export function pushSoon(jobs: JobQueue) {
  jobs.boss
    .send(PUSH_QUEUE, {}, { singletonKey: "soon", singletonSeconds: 1 })
    .catch(() => undefined);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The client answered on an approval link, on `posts` (the first's theme given) of a plan: the
 * plan's followers who may read it hear (decision 038's followers, which the approval domain
 * computes for its digest too).
 */
export function noticeOfClientDecision(
  tx: Database,
  plan: { id: string; title: string; workspaceId: string; brandId: string | null },
  answer: {
    postIds: string[];
    theme: string;
    decision: FeedbackDecision;
    name: string;
    comment: string;
  },
  followers: readonly string[],
) {
  const [first] = answer.postIds;
  const one = answer.postIds.length === 1 && first !== undefined;
  const theme = short(answer.theme, 80);
  const name = short(answer.name, 60);
  const approved = answer.decision === "approve";
  return notify(tx, {
    kind: approved ? "client_approved" : "client_changes",
    workspaceId: plan.workspaceId,
    brandId: plan.brandId,
    to: followers,
    title: approved
      ? one
        ? `${name} aprovou “${theme}”`
        : `${name} aprovou ${plural(answer.postIds.length, "publicação", "publicações")}`
      : `${name} pediu ajustes em “${theme}”`,
    body: approved ? `No plano “${short(plan.title, 80)}”.` : `“${short(answer.comment)}”`,
    url: one ? postPath(plan.id, first) : `/planos/${plan.id}`,
  });
}

/** A post given to a member by another (decision 058's notice, now a notification). */
export function noticeOfTask(
  tx: Database,
  actor: { workspaceId: string; userId: string },
  post: { id: string; planId: string; theme: string; brandId: string | null },
  assigneeId: string,
) {
  return notify(tx, {
    kind: "assigned",
    workspaceId: actor.workspaceId,
    brandId: post.brandId,
    to: [assigneeId],
    except: [actor.userId],
    title: "Nova tarefa para você",
    body: `“${short(post.theme, 100)}”`,
    url: postPath(post.planId, post.id),
  });
}

/** A member joined, left or was removed (by `actorId`): the rest of the team hears. */
export async function noticeOfTeamChange(
  tx: Database,
  workspaceId: string,
  member: { userId: string; name?: string },
  change: "joined" | "left",
  actorId?: string,
) {
  const [account] = member.name
    ? [{ name: member.name }]
    : await tx.select({ name: users.name }).from(users).where(eq(users.id, member.userId));
  const who = short(account?.name ?? "", 60) || "Um membro";
  return notify(tx, {
    kind: change === "joined" ? "member_joined" : "member_left",
    workspaceId,
    except: actorId ? [member.userId, actorId] : [member.userId],
    title: change === "joined" ? `${who} entrou na equipe` : `${who} saiu da equipe`,
    body:
      change === "joined" ? "Veja os membros e o que cada um acessa." : "Veja quem está na equipe.",
    url: "/equipe",
  });
}
