import { eq, gt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ActivityKind } from "../../shared/activity.ts";
import { MAX_DAYS_OUTSIDE_WINDOW, type PostUpdate, postUpdateSchema } from "../../shared/plans.ts";
import { lineOf } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { newestVersion } from "../lib/version-bound.ts";
import { columns, scopedPrepared, type ViewerSql } from "../scoped/scope.ts";
import { postColumns } from "./post-columns.ts";
import { editsText, keptOutgoing, outgoingPost, outgoingText } from "./post-versions.ts";
import { thePost } from "./posts.ts";

export type PostField = keyof PostUpdate;
export const POST_FIELDS = Object.keys(postUpdateSchema.shape) as PostField[];

/** One edit of a batch: the post, the member who edits it (their viewer), when, and the values. */
export type PostEditRow = {
  postId: string;
  planId: string;
  workspaceId: string;
  /** The member's brands as brandListParam writes them. */
  brands: string | null;
  userId: string;
  now: string;
  basedOn: number | undefined;
  values: PostUpdate;
};

const post = columns.posts;

/** The columns of the batch's `edits` relation besides the fields edited, with their SQL types. */
const EDIT_COLUMNS = {
  postId: post.id.getSQLType(),
  planId: post.planId.getSQLType(),
  workspaceId: post.workspaceId.getSQLType(),
  brands: "text",
  userId: post.userId.getSQLType(),
  now: "timestamptz",
  basedOn: post.version.getSQLType(),
} as const;

type EditColumn = keyof typeof EDIT_COLUMNS | PostField;

/**
 * A value as the text PostgreSQL casts to its column's type: what node-postgres would send for
 * it as a parameter of its own (an object as its JSON), so a batch stores what one edit would.
 */
const asText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);

/** The statement's parameters for these rows: one array per column of `edits`, in its order. */
export function editParameters(fields: PostField[], rows: readonly PostEditRow[]) {
  const named = Object.keys(EDIT_COLUMNS) as (keyof typeof EDIT_COLUMNS)[];
  return Object.fromEntries([
    ...named.map((name) => [name, rows.map((row) => asText(row[name]))]),
    ...fields.map((field) => [field, rows.map((row) => asText(row.values[field]))]),
  ]);
}

/**
 * The batch as a relation, a row per edit: each column travels as an array of text, unnested
 * and cast to its column's type, the same way on PostgreSQL and PGlite whatever the column
 * (a jsonb caption, a date).
 */
function editsOf(db: Database, fields: PostField[]) {
  const typed: [EditColumn, string][] = [
    ...(Object.entries(EDIT_COLUMNS) as [EditColumn, string][]),
    ...fields.map((field): [EditColumn, string] => [field, post[field].getSQLType()]),
  ];
  const arrays = sql.join(
    typed.map(([name]) => sql`${sql.placeholder(name)}::text[]`),
    sql`, `,
  );
  const names = sql.raw(typed.map((_, index) => `c${index}`).join(", "));
  const selection = Object.fromEntries(
    typed.map(([name, type], index) => [
      name,
      sql`${sql.raw(`e.c${index}`)}::${sql.raw(type)}`.as(name),
    ]),
  );
  const cte = db
    .$with("edits")
    .as(db.select(selection).from(sql`unnest(${arrays}) as e(${names})`));
  return { cte, column: (name: EditColumn) => columnOf("edits", name) };
}

/**
 * A column of one of the statement's own relations, named in full: Drizzle writes a computed
 * column of a CTE by its name alone, which in an update's FROM or WHERE could name the
 * table's own column instead.
 */
const columnOf = (relation: string, name: string) =>
  sql`${sql.identifier(relation)}.${sql.identifier(name)}`;

/**
 * A moved post's new date is within reach of its plan's window (one look at the plan's row
 * by its key, in the same statement).
 */
const dateWithinReach = (plans: ReturnType<typeof scopedPrepared>["plans"], date: SQLWrapper) =>
  sql`exists (select 1 from ${plans.t} where ${plans.where(
    eq(plans.t.id, post.planId),
    sql`${date}::date between ${plans.t.startDate} - ${MAX_DAYS_OUTSIDE_WINDOW}::int and ${plans.t.endDate} + ${MAX_DAYS_OUTSIDE_WINDOW}::int`,
  )})`;

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

/** The edited posts as the statement's later parts read them: each with its member. */
type Edited = ReturnType<typeof editedPosts>["edited"];

/** Who made an edited post's edit, and their viewer, as the statement's later parts name them. */
const editor = {
  actor: columnOf("edited", "actor"),
  viewer: {
    workspaceId: columnOf("edited", post.workspaceId.name),
    brands: columnOf("edited", "brands"),
  },
};

/**
 * A run of one change (a post dragged from day to day, its status clicked through) is one line:
 * while the newest line of the workspace's log says this member made this change to this post,
 * less than MERGED_WITHIN ago, the edit gives that line its new date or status instead of adding
 * a line after it. The line keeps its time (when the run began), so a page of the log read by
 * its cursor never sees it move; no index entry changes and no foreign key is checked. A batch
 * holds one edit per workspace, so no two of its edits look for the same newest line.
 */
function mergedLine(db: Database, edited: Edited, kind: ActivityKind, detail: SQLWrapper) {
  const { activity, log } = scopedPrepared(editor.viewer);
  const { t } = activity;
  // The newest line among the window's only: the first entry of the index by workspace and
  // time, read backwards ("nulls last" is the index's order; plain "desc" is a sort of every
  // version of the window's lines). The workspace's log, not the member's brands': that filter
  // made the statement's generic plan a bitmap scan of every dead version of a line changed
  // thousands of times, and the line merged into is the member's own, checked by `activity`.
  const newest = db
    .select({ id: t.id })
    .from(t)
    .where(log.where(gt(t.createdAt, sql`now() - ${MERGED_WITHIN}`)))
    .orderBy(sql`${t.createdAt} desc nulls last`, sql`${t.id} desc nulls last`)
    .limit(1);
  return db.$with("merged").as(
    db
      .update(t)
      .set({ detail: sql`${detail}` })
      .from(edited)
      .where(
        activity.where(
          eq(t.id, sql`(${newest})`),
          eq(t.postId, edited.id),
          eq(t.userId, editor.actor),
          eq(t.kind, kind),
        ),
      )
      .returning({ postId: t.postId }),
  );
}

/** The posts' update, each row by its member's scope, answering the post and who edited it. */
function editedPosts(
  db: Database,
  { cte: edits, column }: ReturnType<typeof editsOf>,
  fields: PostField[],
  checked: boolean,
) {
  const viewer: ViewerSql = { workspaceId: column("workspaceId"), brands: column("brands") };
  const { posts, plans } = scopedPrepared(viewer);
  const set: Partial<Record<PostField, SQL>> = Object.fromEntries(
    fields.map((field) => [field, column(field)]),
  );
  const text = editsText(fields);
  const thisPost = thePost(column("planId"), column("postId"));
  const basedOn = checked ? eq(posts.t.version, column("basedOn")) : undefined;
  // A new text: the text it replaces is read (locked) first, to be stored as its version.
  const outgoing = text
    ? outgoingText(db, posts.t, posts.where(thisPost, basedOn), edits)
    : undefined;
  const edited = db.$with("edited").as(
    db
      .update(posts.t)
      .set({
        ...set,
        // A new text takes the next number on the post's row, which orders two saves of it.
        ...(text && newestVersion(posts.t.version, column("userId"), { made: "manual" })),
        sequence: sql`${posts.t.sequence} + 1`,
        updatedAt: column("now"),
        // Who published it is the member who set the status (decision 062). When, and clearing
        // both as it leaves "publicado", are the database's trigger (migration 0030).
        ...(set.status && {
          publishedBy: sql`case when ${set.status} = 'publicado' and ${posts.t.status} <> 'publicado' then ${column("userId")} else ${posts.t.publishedBy} end`,
        }),
      })
      .from(edits)
      .where(
        posts.where(
          thisPost,
          set.date && dateWithinReach(plans, set.date),
          basedOn,
          outgoing && outgoingPost(outgoing),
        ),
      )
      .returning({
        ...postColumns,
        workspaceId: posts.t.workspaceId,
        actor: sql<string>`${column("userId")}`.as("actor"),
        brands: sql<string | null>`${column("brands")}`.as("brands"),
      }),
  );
  return { edited, outgoing };
}

/**
 * Edits of the same fields (and whether their text is checked against `basedOn`), for any
 * number of posts of different workspaces, in one statement: each post updated through its
 * member's scope, the text it replaces stored as its version, its line of the activity log
 * written or merged into. Every part of an edit or none, and the edits together. The answer is
 * each post edited, by its id; a post missing from it was not edited.
 */
export function postEditStatement(
  db: Database,
  fields: PostField[],
  checked: boolean,
  name: string,
) {
  const edits = editsOf(db, fields);
  const { edited, outgoing } = editedPosts(db, edits, fields, checked);
  const { postVersions, plans, activity } = scopedPrepared(editor.viewer);
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
            userId: editor.actor,
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
        .where(
          merged
            ? sql`not exists (select 1 from ${merged} where ${merged.postId} = ${edited.id})`
            : undefined,
        ),
    ),
  );
  const { workspaceId: _, actor: _actor, brands: _brands, ...answered } = edited._.selectedFields;
  const ctes = [
    edits.cte,
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
