import { desc, eq } from "drizzle-orm";
import { POST_TEXT_FIELDS, type PostText, type PostTextField } from "../../shared/plans.ts";
import type { Database } from "../db/client.ts";
import { type postVersions, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { latestColumns, recordPostEdited, snapshotOf, writePostText } from "./post-versions.ts";
import { visiblePost } from "./posts.ts";

const VERSION_NOT_FOUND = "Versão não encontrada.";

const summaryColumns = (t: typeof postVersions) => ({
  number: t.number,
  made: t.made,
  instruction: t.instruction,
  restoredFrom: t.restoredFrom,
  author: users.name,
  createdAt: t.createdAt,
});

/** The fields whose text differs between a version and the one before it. */
const changedFields = (text: PostText, before: PostText | undefined): PostTextField[] =>
  before === undefined
    ? []
    : POST_TEXT_FIELDS.filter(
        (field) => JSON.stringify(text[field] ?? null) !== JSON.stringify(before[field] ?? null),
      );

/** The text of the version just before a row's (the next row), unless it was trimmed away. */
const before = (rows: { number: number; fields: PostText }[], index: number) => {
  const next = rows[index + 1];
  return next && next.number === rows[index]!.number - 1 ? next.fields : undefined;
};

/** A post's stored versions (every one but its row's, decision 060) or only number `wanted`. */
function storedVersions(db: Database, access: WorkspaceAccess, postId: string, wanted?: number) {
  const versions = scoped(access).postVersions;
  return db
    .select({ ...summaryColumns(versions.t), fields: versions.t.fields })
    .from(versions.t)
    .leftJoin(users, eq(users.id, versions.t.userId))
    .where(
      versions.where(
        eq(versions.t.postId, postId),
        wanted === undefined ? undefined : eq(versions.t.number, wanted),
      ),
    )
    .orderBy(desc(versions.t.number));
}

/** The post's row as its newest version (decision 060): its number, author, how, when and text. */
async function rowVersion(db: Database, access: WorkspaceAccess, postId: string) {
  const { posts, postVersions: versions } = scoped(access);
  const {
    id: _,
    userId,
    theme,
    hook,
    callToAction,
    notes,
    caption,
    art,
    ...version
  } = latestColumns;
  const [row] = await db
    .select({
      ...version,
      author: users.name,
      fields: snapshotOf(latestColumns).mapWith(versions.t.fields),
    })
    .from(posts.t)
    .leftJoin(users, eq(users.id, userId))
    .where(posts.where(eq(posts.t.id, postId)));
  return row;
}

/**
 * A post's versions, newest first, each with its author's name and the fields it changed from
 * the one before (the text is read to compare, not sent; a version is opened one at a time); a
 * post the member may not see is a 404. The newest is the post's row, unless a version of its
 * number was stored before (a post migrated with a row that differed from it).
 */
export async function listPostVersions(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) {
  const post = await visiblePost(db, access, planId, postId);
  const [stored, latest] = await Promise.all([
    storedVersions(db, access, post.id),
    rowVersion(db, access, post.id),
  ]);
  const rows = latest && stored[0]?.number !== latest.number ? [latest, ...stored] : stored;
  return {
    latest: post.version,
    versions: rows.map(({ fields, ...row }, index) => ({
      ...row,
      changed: changedFields(fields, before(rows, index)),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** One version of a post with its text: a stored one, or the post's row as its newest. */
export async function readPostVersion(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  number: string,
) {
  const post = await visiblePost(db, access, planId, postId);
  const wanted = Number(number);
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw errors.notFound(VERSION_NOT_FOUND);
  const [stored] = await storedVersions(db, access, post.id, wanted);
  const row = stored ?? (wanted === post.version ? await rowVersion(db, access, post.id) : null);
  if (!row) throw errors.notFound(VERSION_NOT_FOUND);
  return { post, version: { ...row, createdAt: row.createdAt.toISOString() } };
}

/**
 * Restoring puts a version's text back as the post's newest version ("Restaurado"), all of it or
 * only the fields chosen (a hook brought back keeps today's caption): nothing is overwritten,
 * and the activity log says the post was edited. It is based on the version the
 * panel showed (`basedOn`): a post that moved on since refuses it (409) and nothing changes.
 */
export async function restorePostVersion(
  db: Database,
  access: WorkspaceAccess,
  wanted: {
    id: string;
    postId: string;
    number: string;
    basedOn: number;
    /** Only these fields (the others keep the post's current text); absent: all of them. */
    fields?: readonly PostTextField[];
  },
) {
  const { post, version } = await readPostVersion(
    db,
    access,
    wanted.id,
    wanted.postId,
    wanted.number,
  );
  // A version kept before posts had art had none.
  const kept: PostText = { art: null, ...version.fields };
  const text: Partial<PostText> = Object.fromEntries(
    (wanted.fields ?? POST_TEXT_FIELDS).map((field) => [field, kept[field]]),
  );
  const latest = await db.transaction(async (tx) => {
    const written = await writePostText(tx, {
      access,
      postId: post.id,
      text,
      how: { made: "restored", restoredFrom: version.number },
      basedOn: wanted.basedOn,
    });
    if (written === null) throw errors.notFound(VERSION_NOT_FOUND);
    await recordPostEdited(tx, access, post, text.theme ?? post.theme);
    return written;
  });
  return { number: latest, fields: text };
}
