import { desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { ApprovalPost, ChangesSinceRequest, ClientTextField } from "../../shared/approval.ts";
import type { Database } from "../db/client.ts";
import type { scopedToPlan } from "../scoped/held.ts";
import { type ApprovalDiffCache, DiffBudget, diffKey } from "./diffs.ts";

/** What the client's link reaches: its plan. */
type PlanScope = ReturnType<typeof scopedToPlan>;

type ClientTexts = Pick<ApprovalPost, "theme" | "hook" | "callToAction" | "caption">;

/** Each text the approval page shows of a post, as one string (the hashtags as one line). */
const textsOf = (post: ClientTexts): Record<ClientTextField, string> => ({
  theme: post.theme,
  hook: post.hook,
  callToAction: post.callToAction,
  caption: post.caption?.caption ?? "",
  hashtags: post.caption?.hashtags.join(" ") ?? "",
});

/**
 * The link's posts that changed since the client's latest decision on them asked for changes
 * (decision 044): one row per such post, with the snapshot of the version the request was
 * about (null once trimmed). A request from before versions were recorded has no version and
 * marks nothing.
 */
async function answeredRequests(db: Database, plan: PlanScope, postIds: string[]) {
  if (postIds.length === 0) return [];
  const { posts, feedback, postVersions: versions } = plan;
  const latest = db
    .select({ decision: feedback.t.decision, postVersion: feedback.t.postVersion })
    .from(feedback.t)
    .where(feedback.where(eq(feedback.t.postId, posts.t.id), eq(feedback.t.author, "client")))
    .orderBy(desc(feedback.t.createdAt), desc(feedback.t.id))
    .limit(1)
    .as("latest");
  return db
    .select({
      postId: posts.t.id,
      version: posts.t.version,
      requestedOn: sql<number>`${latest.postVersion}`,
      fields: versions.t.fields,
    })
    .from(posts.t)
    .innerJoinLateral(latest, sql`true`)
    .leftJoin(
      versions.t,
      versions.where(eq(versions.t.postId, posts.t.id), eq(versions.t.number, latest.postVersion)),
    )
    .where(
      posts.where(
        inArray(posts.t.id, postIds),
        eq(latest.decision, "changes"),
        lt(latest.postVersion, posts.t.version),
      ),
    );
}

/**
 * "Alterado desde o seu pedido" for each of these posts that has it: the diff is taken here, on
 * the server, so the client's page carries no diff code and never the snapshot's notes.
 * A change of the notes alone is no change to the client. The work is bounded (decision 044):
 * a diff once taken is kept in `cache`; the ones taken here share one DiffBudget, after which
 * they are coarse (and not kept, so a later read takes them exactly); and other requests get
 * their turn after each diff taken.
 */
export async function changesSinceRequests(
  db: Database,
  plan: PlanScope,
  cache: ApprovalDiffCache,
  posts: (ClientTexts & { id: string })[],
) {
  const rows = await answeredRequests(
    db,
    plan,
    posts.map((post) => post.id),
  );
  const byId = new Map(posts.map((post) => [post.id, post]));
  const budget = new DiffBudget();
  const changes = new Map<string, ChangesSinceRequest>();
  for (const row of rows) {
    let fields: ChangesSinceRequest["fields"] = null;
    if (row.fields) {
      const key = diffKey(row.postId, row.requestedOn, row.version);
      fields = cache.get(key) ?? null;
      if (!fields) {
        const diff = await budget.diff(textsOf(row.fields), textsOf(byId.get(row.postId)!));
        if (diff.tried) cache.set(key, diff.fields);
        fields = diff.fields;
      }
    }
    if (fields?.length === 0) continue;
    changes.set(row.postId, { requestedOn: row.requestedOn, version: row.version, fields });
  }
  return changes;
}
