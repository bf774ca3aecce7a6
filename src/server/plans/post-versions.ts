import { eq, type SQL, type SQLWrapper, sql, type WithSubquery } from "drizzle-orm";
import type { VersionMade, VersionOrigin } from "../../shared/generation/versions.ts";
import { POST_TEXT_FIELDS, type PostText, type PostTextField } from "../../shared/plans.ts";
import { recordActivity } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import type { planPosts, postVersions } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { newestVersion, trimVersions } from "../lib/version-bound.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/**
 * The one writer of a post's text versions (decisions 042 and 060): the post's row is its newest
 * version (numbered `plan_posts.version`, how it was made on the row); every change of its text
 * stores the outgoing text as the version it was, in the change's own statement, and bumps the
 * number. Its date, channel, format and status are not text and store none.
 */

export const POST_STALE_VERSION =
  'Esta publicação mudou desde que você a abriu (outra aba ou outra pessoa a salvou). Nada foi salvo: compare as versões em "Versões" e tente de novo sobre a mais recente.';

/** The refusal of a save on a stale post: the history's code (decision 041), the post's words. */
export const postStale = () => new AppError(409, "STALE_VERSION", POST_STALE_VERSION);

/** Whether an edit of these fields changes the post's text (and so stores a version). */
export const editsText = (fields: readonly string[]) =>
  fields.some((field) => (POST_TEXT_FIELDS as readonly string[]).includes(field));

const post = columns.posts;

/**
 * The columns of a post's row that make its newest version, named as a stored version's (its
 * number, author, how and when) beside its text fields.
 */
export const latestColumns = {
  id: post.id,
  number: post.version,
  userId: post.versionBy,
  made: post.versionMade,
  instruction: post.versionInstruction,
  restoredFrom: post.versionRestoredFrom,
  createdAt: post.versionAt,
  theme: post.theme,
  hook: post.hook,
  callToAction: post.callToAction,
  notes: post.notes,
  caption: post.caption,
  art: post.art,
};

/** A post's text fields as one JSON snapshot, from a row of plan_posts or of a CTE. */
export const snapshotOf = (row: Record<PostTextField, SQLWrapper>) =>
  sql<PostText>`jsonb_build_object(${sql.join(
    POST_TEXT_FIELDS.map((field) => sql`${sql.raw(`'${field}'`)}, ${row[field]}`),
    sql`, `,
  )})`;

/**
 * The post's text a change overwrites, in the change's own statement: its row, locked (so a
 * change committed meanwhile is the one read, as the update finds it); for a batch of changes,
 * each post's with the edit it is read for (`edits`, the batch's relation, which `where` names).
 * The update names `outgoing` in its where (`outgoingPost`), so this is read first.
 */
export const outgoingText = (
  db: Database,
  posts: typeof planPosts,
  where: SQL | undefined,
  edits?: WithSubquery,
) =>
  db
    .$with("outgoing")
    .as(
      edits
        ? db.select(latestColumns).from(posts).innerJoin(edits, where).for("update", { of: posts })
        : db.select(latestColumns).from(posts).where(where).for("update"),
    );

type Outgoing = ReturnType<typeof outgoingText>;

/** The update's condition that makes it an outgoing post's (and read after it). */
export const outgoingPost = (outgoing: Outgoing) =>
  sql`${post.id} in (select ${outgoing.id} from ${outgoing})`;

/**
 * Stores each outgoing text as the version it was, once its change (in `edited`, the CTE of the
 * posts changed) is made, in the table's column order as Drizzle's insert-select wants.
 * A post migrated with a stored version of its current number that differs from its row keeps
 * that one (decision 060).
 */
export const keptOutgoing = (
  db: Database,
  versions: typeof postVersions,
  outgoing: Outgoing,
  edited: WithSubquery & { id: SQLWrapper },
) =>
  db.$with("kept").as(
    db
      .insert(versions)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as("id"),
            postId: sql<string>`${outgoing.id}`.as("postId"),
            number: sql<number>`${outgoing.number}`.as("number"),
            userId: sql<string | null>`${outgoing.userId}`.as("userId"),
            made: sql<VersionMade>`${outgoing.made}`.as("made"),
            instruction: sql<string | null>`${outgoing.instruction}`.as("instruction"),
            restoredFrom: sql<number | null>`${outgoing.restoredFrom}`.as("restoredFrom"),
            fields: snapshotOf(outgoing).as("fields"),
            createdAt: sql<Date>`${outgoing.createdAt}`.as("createdAt"),
          })
          .from(outgoing)
          .where(sql`${outgoing.id} in (select ${edited.id} from ${edited})`),
      )
      .onConflictDoNothing(),
  );

/**
 * Keeps the post's versions within the bound once a change (just made through the member's
 * scope, in this transaction or statement) has stored one.
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
 * transaction: one statement locks the post, stores its outgoing text as the version it was and
 * updates it (taking the next number on its row, which orders two changes of the same post). Answers the new number, or null when the
 * post is gone (deleted while a caption was written); `basedOn` on a stale post is a 409 and
 * changes nothing. Variations and restores add their versions here too.
 */
export async function writePostText(tx: Database, change: PostTextChange) {
  const { access, postId, basedOn } = change;
  // The post is checked here, on the row written, against the member's brands (issue 39).
  const { posts, postVersions: versions } = scoped(access);
  const outgoing = outgoingText(
    tx,
    posts.t,
    posts.where(
      eq(posts.t.id, postId),
      basedOn === undefined ? undefined : eq(posts.t.version, basedOn),
    ),
  );
  const edited = tx.$with("edited").as(
    tx
      .update(posts.t)
      .set({
        ...change.text,
        ...change.also,
        ...newestVersion(posts.t.version, access.userId, change.how),
        sequence: sql`${posts.t.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(posts.where(outgoingPost(outgoing)))
      .returning({ id: posts.t.id, number: posts.t.version }),
  );
  const kept = keptOutgoing(tx, versions.t, outgoing, edited);
  const [row] = await tx.with(outgoing, edited, kept).select().from(edited);
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
