import DataLoader from "dataloader";
import { eq } from "drizzle-orm";
import {
  type PlanPost,
  POST_NOT_FOUND,
  type PostEdit,
  postDateTooFar,
} from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { runKeyedBatches } from "../lib/keyed-batches.ts";
import { preparedViewer, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import {
  editParameters,
  POST_FIELDS,
  type PostEditRow,
  type PostField,
  postEditStatement,
} from "./post-edit-statement.ts";
import { editsText, postStale, trimPostVersions } from "./post-versions.ts";
import { thePost, withinReach } from "./posts.ts";
import { preparedPer } from "./prepared.ts";
import { toPlanPost } from "./rows.ts";

/**
 * Edits any field (moving is editing the date). Each change bumps the post's SEQUENCE so
 * calendar apps take the new version, and the plan's `updated_at` (the database touches the
 * plan, migration 0007); an edit of its text is a new version, "Editado à mão" (decision 042),
 * the text it replaces stored as the version it was (decision 060),
 * refused with a 409 when `basedOn` is not the post's latest. An empty edit changes nothing and
 * answers the post as it is. One statement, shared with the edits of the same fields that
 * other members send meanwhile (decision 073), a second only past the versions' bound; a move
 * or a status that continues the member's run merges into its line (mergedLine).
 */
export async function updatePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  { basedOn, ...values }: PostEdit,
): Promise<PlanPost> {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const fields = POST_FIELDS.filter((field) => values[field] !== undefined);
  const text = editsText(fields);
  const checked = text && basedOn !== undefined;
  const row =
    fields.length > 0
      ? await postEdits(db)(fields, checked).load({
          ...preparedViewer(access),
          postId,
          planId,
          userId: access.userId,
          now: new Date().toISOString(),
          basedOn,
          values,
        })
      : (
          await db
            .select(postColumns)
            .from(scoped(access).posts.t)
            .where(scoped(access).posts.where(thePost(planId, postId)))
        )[0];
  if (!row) throw await whyNotEdited(db, access, planId, postId, values.date, checked);
  if (text) await trimPostVersions(db, access, postId, row.version);
  return toPlanPost(row);
}

/**
 * An edit that changed nothing: a post of another plan or account (404), a date too far from
 * the plan (422), or text based on a version the post has moved on from (409). Only then is the
 * post read: the common edit pays for nothing here.
 */
async function whyNotEdited(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  date: string | undefined,
  checked: boolean,
) {
  if (date === undefined && !checked) return errors.notFound(POST_NOT_FOUND);
  const { posts, plans } = scoped(access);
  const [plan] = await db
    .select({ startDate: plans.t.startDate, endDate: plans.t.endDate })
    .from(posts.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
    .where(posts.where(thePost(planId, postId)));
  if (!plan) return errors.notFound(POST_NOT_FOUND);
  if (date !== undefined && !withinReach(date, plan)) {
    return errors.unprocessable(postDateTooFar(plan));
  }
  return checked ? postStale() : errors.notFound(POST_NOT_FOUND);
}

/** The most edits one statement carries; more wait for the next. */
const MAX_BATCH = 100;

type EditedRow = Awaited<ReturnType<ReturnType<typeof postEditStatement>["execute"]>>[number];

/**
 * A post's edits, batched per set of fields edited (and whether its text is checked against
 * `basedOn`): the edits that reach it in one turn of the event loop go in one statement
 * (decision 073), prepared once per database under a name that says which fields, one bit each.
 */
const postEdits = preparedPer((db) => {
  const loaders = new Map<number, DataLoader<PostEditRow, EditedRow | undefined>>();
  return (fields: PostField[], checked: boolean) => {
    const mask = fields.reduce(
      (bits, field) => bits | (1 << POST_FIELDS.indexOf(field)),
      checked ? 1 << POST_FIELDS.length : 0,
    );
    let loader = loaders.get(mask);
    if (!loader) {
      const statement = postEditStatement(db, fields, checked, `plan_post_edits_${mask}`);
      // One edit of a workspace per statement, so no two look for the same newest line of its
      // log; and of a post, so the post answered is the one edit's (an edit of it asked in
      // another workspace is refused, not answered with the row another member edited).
      const run = (rows: readonly PostEditRow[]) =>
        runKeyedBatches(
          rows,
          (row) => [`workspace ${row.workspaceId}`, `post ${row.postId}`],
          async (batch) => {
            const edited = await statement.execute(editParameters(fields, batch));
            const byPost = new Map(edited.map((row) => [row.id, row]));
            return batch.map((row) => byPost.get(row.postId));
          },
        );
      loader = new DataLoader(run, {
        cache: false,
        maxBatchSize: MAX_BATCH,
        // After the turn's I/O: every request whose edit is ready in this turn joins the batch.
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
      });
      loaders.set(mask, loader);
    }
    return loader;
  };
});
