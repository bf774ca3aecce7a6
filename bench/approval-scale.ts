import { and, eq, ne, sql } from "drizzle-orm";
import { decideOnPost } from "../src/server/approval/client-decisions.ts";
import { approvalView } from "../src/server/approval/client-view.ts";
import { type ActiveLink, findActiveLink } from "../src/server/approval/link-by-token.ts";
import { createShare } from "../src/server/approval/shares.ts";
import { approvalLinks, planPosts } from "../src/server/db/schema/index.ts";
import { personalAccess } from "../src/server/workspaces/personal.ts";
import { APPROVAL_PAGE_SIZE } from "../src/shared/approval.ts";
import type { BenchServer, CapturedQuery } from "./lib/bench-server.ts";
import { explainQueries } from "./lib/explain.ts";
import type { Measure } from "./lib/results.ts";
import { median, round, timeEach } from "./lib/stats.ts";

// Issue 20's budget for a plan's read holds for the client's read of it too.
const READ_BUDGET_MS = 50;
const MESSAGES_PER_POST = 40;
const PENDING_DECISIONS = 450;

/**
 * The client's approval link on a plan of 65 posts (issue 27): its read carries one page of
 * each thread however long the threads have grown, and a decision costs the same whether the
 * owner's pending e-mail already reports one decision or hundreds.
 */
export async function benchApproval(
  server: BenchServer,
  databaseUrl: string,
  userId: string,
  planId: string,
  quick: boolean,
  capture: (fn: () => Promise<unknown>) => Promise<CapturedQuery[]>,
): Promise<Measure[]> {
  const { db } = server.deps;
  const access = await personalAccess(db, userId);
  const openLink = async () => {
    const { url } = await createShare(server.deps, access, planId, "never");
    return (await findActiveLink(db, url.split("/aprovacao/")[1]!))!;
  };
  // Long threads, written days ago (the daily caps do not count them).
  await db.execute(sql`
    insert into post_feedback (post_id, plan_id, user_id, author, client_name, body, decision, created_at)
    select p.id, p.plan_id, p.user_id, 'client', 'Cliente', repeat('Comentário longo. ', 100) || n,
      'changes', now() - interval '3 days' + n * interval '1 second'
    from plan_posts p cross join generate_series(1, ${MESSAGES_PER_POST}) n
    where p.plan_id = ${planId}`);
  // A published post takes no more requests: the decisions go to the others.
  const posts = (
    await db
      .select({ id: planPosts.id })
      .from(planPosts)
      .where(and(eq(planPosts.planId, planId), ne(planPosts.status, "publicado")))
  ).map((row) => row.id);

  const reader = await openLink();
  // Every page of it, as a client scrolling to the end reads it (decision 044).
  const read = async () => {
    for (let offset: number | null = 0; offset !== null; ) {
      offset = (await approvalView(server.deps, reader, offset)).nextOffset;
    }
  };
  await read();
  const plans = await explainQueries(databaseUrl, await capture(read));
  const measures: Measure[] = [
    {
      area: "scale",
      metric: `client's approval read (65 posts in pages of ${APPROVAL_PAGE_SIZE}, ${MESSAGES_PER_POST} messages each), median`,
      value: round(median(await timeEach(quick ? 3 : 7, read))),
      unit: "ms",
      budget: { op: "<=", limit: READ_BUDGET_MS },
      note: plans.seqScans.length
        ? `SEQ SCAN on ${plans.seqScans.join(", ")}`
        : `indexes: ${plans.indexes.join(", ") || "none"}`,
    },
  ];

  // Each decision asks for new changes on the next post: never a repeat, never a post's cap.
  let asked = 0;
  const decideOn = (link: ActiveLink) => () =>
    decideOnPost(server.deps, link, posts[asked % posts.length]!, {
      name: "Cliente",
      decision: "changes",
      comment: `Pedido ${++asked}`,
    });
  const small = await openLink();
  await decideOn(small)();
  const large = await openLink();
  await decideOn(large)();
  await pendingDecisions(server, large, PENDING_DECISIONS);
  // Taken in turns, so neither series has the warm-up or a busy spell of the machine alone.
  const smallRuns: number[] = [];
  const largeRuns: number[] = [];
  for (let i = 0; i < (quick ? 3 : 7); i++) {
    smallRuns.push(...(await timeEach(1, decideOn(small))));
    largeRuns.push(...(await timeEach(1, decideOn(large))));
  }
  const smallMs = median(smallRuns);
  const largeMs = median(largeRuns);
  measures.push(
    {
      area: "scale",
      metric: "a client's decision, the owner's pending e-mail reporting 1 decision, median",
      value: round(smallMs, 2),
      unit: "ms",
    },
    {
      area: "scale",
      metric: `a client's decision, the pending e-mail reporting ${PENDING_DECISIONS}, median`,
      value: round(largeMs, 2),
      unit: "ms",
    },
    {
      area: "scale",
      metric: `a client's decision: e-mail of ${PENDING_DECISIONS} decisions / of 1`,
      value: round(largeMs / smallMs, 2),
      unit: "",
      budget: { op: "<=", limit: 2 },
      note: "the digest lists 20 and counts the rest on the link (decision 029): no re-read of them all",
    },
  );
  return measures;
}

/** `count` more decisions, written an hour ago, in the link's still-pending e-mail. */
async function pendingDecisions(server: BenchServer, link: ActiveLink, count: number) {
  const { db } = server.deps;
  const [row] = await db
    .select({ emailId: approvalLinks.digestEmailId })
    .from(approvalLinks)
    .where(eq(approvalLinks.id, link.id));
  await db.execute(sql`
    insert into post_feedback (post_id, plan_id, user_id, link_id, author, client_name, body, decision, digest_email_id, created_at)
    select p.id, p.plan_id, p.user_id, ${link.id}, 'client', 'Cliente', 'Aprovado', 'approve', ${row!.emailId},
      now() - interval '1 hour' + n * interval '1 millisecond'
    from generate_series(1, ${count}) n
    join lateral (select * from plan_posts where plan_id = ${link.planId} order by id offset (n % 65) limit 1) p on true`);
  await db
    .update(approvalLinks)
    .set({ digestApproved: sql`${approvalLinks.digestApproved} + ${count}` })
    .where(eq(approvalLinks.id, link.id));
}
