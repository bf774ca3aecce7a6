import { and, eq, gt, type SQL, type SQLWrapper, type Subquery, sql } from "drizzle-orm";
import type { ActivityKind } from "../../shared/activity.ts";
import {
  MAX_DAYS_OUTSIDE_WINDOW,
  type PlanPost,
  POST_NOT_FOUND,
  type PostEdit,
  type PostUpdate,
  postDateTooFar,
  postUpdateSchema,
} from "../../shared/plans.ts";
import { lineOf } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { newestVersion } from "../lib/version-bound.ts";
import { columns, preparedViewer, scoped, scopedPrepared } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import {
  editsText,
  keptOutgoing,
  outgoingPost,
  outgoingText,
  postStale,
  trimPostVersions,
} from "./post-versions.ts";
import { thePost, withinReach } from "./posts.ts";
import { preparedPer } from "./prepared.ts";
import { toPlanPost } from "./rows.ts";

/**
 * Edits any field (moving is editing the date). Each change bumps the post's SEQUENCE so
 * calendar apps take the new version, and the plan's `updated_at` (the database touches the
 * plan, migration 0007); an edit of its text is a new version, "Editado à mão" (decision 042),
 * the text it replaces stored as the version it was (decision 060),
 * refused with a 409 when `basedOn` is not the post's latest. An empty edit changes nothing and
 * answers the post as it is. One statement, one round trip (a second only past the versions'
 * bound); a move or a status that continues the member's run merges into its line (mergedLine).
 */
export async function updatePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  { basedOn, ...input }: PostEdit,
): Promise<PlanPost> {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const fields = POST_FIELDS.filter((field) => input[field] !== undefined);
  const text = editsText(fields);
  const checked = text && basedOn !== undefined;
  const [row] =
    fields.length > 0
      ? await postEdits(db)(fields, checked).execute({
          ...input,
          ...preparedViewer(access),
          planId,
          postId,
          userId: access.userId,
          basedOn,
          now: new Date().toISOString(),
        })
      : await db
          .select(postColumns)
          .from(scoped(access).posts.t)
          .where(scoped(access).posts.where(thePost(planId, postId)));
  if (!row) throw await whyNotEdited(db, access, planId, postId, input.date, checked);
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

/**
 * A moved post's new date is within reach of its plan's window (one look at the plan's row
 * by its key, in the same statement).
 */
const dateWithinReach = (date: SQL) => {
  const { plans } = scopedPrepared();
  return sql`exists (select 1 from ${plans.t} where ${plans.where(
    eq(plans.t.id, columns.posts.planId),
    sql`${date}::date between ${plans.t.startDate} - ${MAX_DAYS_OUTSIDE_WINDOW}::int and ${plans.t.endDate} + ${MAX_DAYS_OUTSIDE_WINDOW}::int`,
  )})`;
};

type PostField = keyof PostUpdate;
const POST_FIELDS = Object.keys(postUpdateSchema.shape) as PostField[];

/**
 * The post's update, prepared for each set of fields edited (and whether its text is checked
 * against `basedOn`): a few sets (the date, the status, the form's fields) make almost every
 * edit. The name says which, one bit each.
 */
const postEdits = preparedPer((db) => {
  const edits = new Map<number, ReturnType<typeof postEdit>>();
  return (fields: PostField[], checked: boolean) => {
    const mask = fields.reduce(
      (bits, field) => bits | (1 << POST_FIELDS.indexOf(field)),
      checked ? 1 << POST_FIELDS.length : 0,
    );
    let edit = edits.get(mask);
    if (!edit) {
      edit = postEdit(db, fields, checked, `plan_post_edit_${mask}`);
      edits.set(mask, edit);
    }
    return edit;
  };
});

/**
 * What the activity log says of an edit of these fields: a move (only the date), a new status
 * (only the status), else an edit by hand.
 */
function editKind(fields: PostField[]): { kind: ActivityKind; detail?: "date" | "status" } {
  if (fields.length === 1 && fields[0] === "date") return { kind: "moved", detail: "date" };
  if (fields.length === 1 && fields[0] === "status")
    return { kind: "status_changed", detail: "status" };
  return { kind: "edited" };
}

/** How long a run of the same change by one member stays one line of the log. */
const MERGED_WITHIN = sql`make_interval(mins => 5)`;

/**
 * A run of one change (a post dragged from day to day, its status clicked through) is one line:
 * while the newest line of the workspace's log says this member made this change to this post,
 * less than MERGED_WITHIN ago, the edit gives that line its new date or status instead of adding
 * a line after it. The line keeps its time (when the run began), so a page of the log read by
 * its cursor never sees it move; no index entry changes and no foreign key is checked.
 */
function mergedLine(
  db: Database,
  edited: Subquery & { id: SQLWrapper },
  kind: ActivityKind,
  detail: SQLWrapper,
) {
  const { activity, log } = scopedPrepared();
  const { t } = activity;
  // The newest line among the window's only: the first entry of the index by workspace and
  // time, read backwards ("nulls last" is the index's order; plain "desc" is a sort of every
  // version of the window's lines). The workspace's log, not the viewer's brands': that filter
  // made the statement's generic plan a bitmap scan of every dead version of a line changed
  // thousands of times, and the line merged into is the viewer's own, checked by `activity`.
  const newest = db
    .select({ id: t.id, postId: t.postId, userId: t.userId, kind: t.kind })
    .from(t)
    .where(log.where(gt(t.createdAt, sql`now() - ${MERGED_WITHIN}`)))
    .orderBy(sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`)
    .limit(1)
    .as("newest");
  // The line to merge into, if the newest is one: then it is updated by its key.
  const run = db
    .select({ id: newest.id })
    .from(newest)
    .where(
      and(
        eq(newest.postId, sql`(select ${edited.id} from ${edited})`),
        eq(newest.userId, sql`${sql.placeholder("userId")}`),
        eq(newest.kind, kind),
      ),
    );
  return db.$with("merged").as(
    db
      .update(t)
      .set({ detail: sql`(select ${detail} from ${edited})` })
      .where(activity.where(eq(t.id, sql`(${run})`)))
      .returning({ id: activity.t.id }),
  );
}

function postEdit(db: Database, fields: PostField[], checked: boolean, name: string) {
  // Drizzle types a set's values as values or SQL, so each placeholder goes in as SQL; the
  // values reach PostgreSQL as they are (the time as an ISO string, which a timestamptz reads).
  const param = (name: string) => sql`${sql.placeholder(name)}`;
  const set: Partial<Record<PostField, SQL>> = Object.fromEntries(
    fields.map((field) => [field, param(field)]),
  );
  const text = editsText(fields);
  const { posts, postVersions, activity, plans } = scopedPrepared();
  const thisPost = thePost(sql.placeholder("planId"), sql.placeholder("postId"));
  const basedOn = checked
    ? eq(posts.t.version, sql`${sql.placeholder("basedOn")}::int`)
    : undefined;
  // A new text: the text it replaces is read (locked) first, to be stored as its version.
  const outgoing = text ? outgoingText(db, posts.t, posts.where(thisPost, basedOn)) : undefined;
  const edited = db.$with("edited").as(
    db
      .update(posts.t)
      .set({
        ...set,
        // A new text takes the next number on the post's row, which orders two saves of it.
        ...(text && newestVersion(posts.t.version, param("userId"), { made: "manual" })),
        sequence: sql`${posts.t.sequence} + 1`,
        updatedAt: param("now"),
        // Who published it is the member who set the status (decision 062). When, and clearing
        // both as it leaves "publicado", are the database's trigger (migration 0030).
        ...(set.status && {
          publishedBy: sql`case when ${set.status} = 'publicado' and ${posts.t.status} <> 'publicado' then ${param("userId")} else ${posts.t.publishedBy} end`,
        }),
      })
      .where(
        posts.where(
          thisPost,
          set.date && dateWithinReach(set.date),
          basedOn,
          outgoing && outgoingPost(outgoing),
        ),
      )
      .returning({ ...postColumns, workspaceId: posts.t.workspaceId }),
  );
  // The text it replaced, stored by the same statement: the edit and that version, or neither.
  const kept = outgoing && keptOutgoing(db, postVersions.t, outgoing, edited);
  // The edit's line of the activity log, written by the same statement: both or neither.
  const { kind, detail } = editKind(fields);
  const merged = detail && mergedLine(db, edited, kind, edited[detail]);
  const logged = db.$with("logged").as(
    db.insert(activity.t).select(
      db
        .select(
          lineOf({
            workspaceId: edited.workspaceId,
            userId: sql.placeholder("userId"),
            kind,
            brandId: plans.t.brandId,
            brandName: plans.t.brandName,
            planId: edited.planId,
            postId: edited.id,
            subject: edited.theme,
            detail: detail && edited[detail],
          }),
        )
        .from(edited)
        .innerJoin(plans.t, plans.where(eq(plans.t.id, edited.planId)))
        .where(merged ? sql`not exists (select 1 from ${merged})` : undefined),
    ),
  );
  const { workspaceId: _, ...answered } = edited._.selectedFields;
  const ctes = [
    ...(outgoing ? [outgoing] : []),
    edited,
    ...(merged ? [merged] : []),
    logged,
    ...(kept ? [kept] : []),
  ];
  return db
    .with(...ctes)
    .select(answered)
    .from(edited)
    .prepare(name);
}
