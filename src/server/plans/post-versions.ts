import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { VersionMade, VersionOrigin } from "../../shared/generation/versions.ts";
import { POST_TEXT_FIELDS, type PostText, type PostTextField } from "../../shared/plans.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/errors.ts";
import { trimVersions } from "../lib/version-bound.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/**
 * The one writer of a post's text versions (decision 042): every change of a post's text adds a
 * version holding all its text, in the change's own transaction (or statement), and bumps
 * `plan_posts.version`. Its date, channel, format and status are not text and add none.
 */

export const POST_STALE_VERSION =
  'Esta publicação mudou desde que você a abriu (outra aba ou outra pessoa a salvou). Nada foi salvo: compare as versões em "Versões" e tente de novo sobre a mais recente.';

/** The refusal of a save on a stale post: the history's code (decision 041), the post's words. */
export const postStale = () => new AppError(409, "STALE_VERSION", POST_STALE_VERSION);

/** The text of a post as a version keeps it, from its row. */
export const postTextOf = (post: PostText): PostText =>
  Object.fromEntries(POST_TEXT_FIELDS.map((field) => [field, post[field]])) as PostText;

/** Whether an edit of these fields changes the post's text (and so adds a version). */
export const editsText = (fields: readonly string[]) =>
  fields.some((field) => (POST_TEXT_FIELDS as readonly string[]).includes(field));

/** The columns a statement's RETURNING gives the version it adds. */
export const versionedColumns = {
  id: columns.posts.id,
  version: columns.posts.version,
  theme: columns.posts.theme,
  hook: columns.posts.hook,
  callToAction: columns.posts.callToAction,
  notes: columns.posts.notes,
  caption: columns.posts.caption,
  art: columns.posts.art,
};

/** A post's text fields as one JSON snapshot, from a row of plan_posts or of a RETURNING. */
const snapshotOf = (row: Record<PostTextField, SQLWrapper>) =>
  sql<PostText>`jsonb_build_object(${sql.join(
    POST_TEXT_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${row[field]}`),
    sql`, `,
  )})`;

/**
 * The selection of one version per row of a change's RETURNING (`versionedColumns`), for an
 * `insert ... select` in a data-modifying CTE of the change's own statement, in the table's
 * column order as Drizzle's insert-select wants.
 */
export const versionOf = (
  row: Record<keyof typeof versionedColumns, SQLWrapper>,
  userId: SQLWrapper | string | null,
  how: VersionOrigin,
) => ({
  id: sql<string>`gen_random_uuid()`.as("id"),
  postId: sql<string>`${row.id}`.as("postId"),
  number: sql<number>`${row.version}`.as("number"),
  userId: sql<string | null>`${userId}::text`.as("userId"),
  made: sql<VersionMade>`${how.made}::text`.as("made"),
  instruction: sql<string | null>`${how.instruction ?? null}::text`.as("instruction"),
  restoredFrom: sql<number | null>`${how.restoredFrom ?? null}::int`.as("restoredFrom"),
  fields: snapshotOf(row).as("fields"),
  createdAt: sql<Date>`now()`.as("createdAt"),
});

/** Version 1 of posts just added (by hand, a copy, or a strategy's calendar), in their transaction. */
export async function firstPostVersions(
  tx: Database,
  access: WorkspaceAccess,
  posts: ({ id: string } & PostText)[],
  made: VersionMade,
) {
  if (posts.length === 0) return;
  const { userId } = access;
  await tx
    .insert(scoped(access).postVersions.t)
    .values(
      posts.map((post) => ({ postId: post.id, number: 1, userId, made, fields: postTextOf(post) })),
    );
}

/**
 * Keeps the post's versions within the bound once a change (just made through the member's
 * scope, in this transaction or statement) has added one.
 */
export const trimPostVersions = (
  tx: Database,
  access: WorkspaceAccess,
  postId: string,
  latest: number,
) => {
  const { t } = scoped(access).postVersions;
  return trimVersions(tx, t, eq(t.postId, postId), latest);
};

export type PostTextChange = {
  access: WorkspaceAccess;
  postId: string;
  /** The text fields it writes; the others keep theirs (and go in the version as they are). */
  text: Partial<PostText>;
  how: VersionOrigin;
  /** The version the change was made on: a post that moved on since refuses it (409). */
  basedOn?: number;
  /** What else the change sets on the post's row (a generated caption moves an idea on). */
  also?: Partial<Record<"status", SQL>>;
};

/**
 * Writes text on a post of the member's workspace as its newest version, in the caller's
 * transaction: one statement updates the post (taking the next number on its row, which orders
 * two changes of the same post) and adds the version. Answers the new number, or null when the
 * post is gone (deleted while a caption was written); `basedOn` on a stale post is a 409 and
 * changes nothing. Variations and restores add their versions here too.
 */
export async function writePostText(tx: Database, change: PostTextChange) {
  const { access, postId, basedOn } = change;
  // The post is checked here, on the row written, against the member's brands (issue 39).
  const { posts: post, postVersions: versions } = scoped(access);
  const edited = tx.$with("edited").as(
    tx
      .update(post.t)
      .set({
        ...change.text,
        ...change.also,
        version: sql`${post.t.version} + 1`,
        sequence: sql`${post.t.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(
        post.where(
          eq(post.t.id, postId),
          basedOn === undefined ? undefined : eq(post.t.version, basedOn),
        ),
      )
      .returning(versionedColumns),
  );
  const versioned = tx.$with("versioned").as(
    tx
      .insert(versions.t)
      .select(tx.select(versionOf(edited, access.userId, change.how)).from(edited))
      .returning({ number: versions.t.number }),
  );
  const [row] = await tx.with(edited, versioned).select().from(versioned);
  if (!row) {
    if (basedOn !== undefined && (await postExists(tx, access, postId))) {
      throw postStale();
    }
    return null;
  }
  await trimPostVersions(tx, access, postId, row.number);
  return row.number;
}

const postExists = async (tx: Database, access: WorkspaceAccess, postId: string) => {
  const post = scoped(access).posts;
  const found = await tx
    .select({ id: post.t.id })
    .from(post.t)
    .where(post.where(eq(post.t.id, postId)));
  return found.length > 0;
};

/**
 * The activity log's "edited" line for a post whose text a restore or a variation changed, in
 * that change's transaction; `subject`: the post's theme as it now reads.
 */
export const recordPostEdited = (
  tx: Database,
  access: WorkspaceAccess,
  post: { id: string; planId: string; brandId: string | null; brandName: string | null },
  subject: string,
) =>
  recordActivity(tx, access, {
    kind: "edited",
    brand: { id: post.brandId, name: post.brandName },
    planId: post.planId,
    postId: post.id,
    subject,
  });
