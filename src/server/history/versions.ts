import { desc, eq, sql } from "drizzle-orm";
import { renderedText } from "../../shared/generation/rendered.ts";
import type { VersionMade } from "../../shared/generation/versions.ts";
import type { Database } from "../db/client.ts";
import { type contentVersions, users } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import { newestVersion, trimVersions } from "../lib/version-bound.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { visibleItem } from "./service.ts";

/** A version's text and how it came to be (decision 041). */
export type VersionText = {
  title: string;
  content: string;
  metadata: Record<string, unknown> | null;
  made: VersionMade;
  /** An AI edit's instruction. */
  instruction?: string | null;
  /** The number a restore copied. */
  restoredFrom?: number | null;
};

export const STALE_VERSION =
  'Este conteúdo mudou desde que você o abriu (outra aba ou outra pessoa o salvou). Nada foi salvo: compare as versões em "Versões" e tente de novo sobre a mais recente.';

/** A save on a version the item has moved on from: its own code, so a screen can offer the diff. */
export const staleVersion = () => new AppError(409, "STALE_VERSION", STALE_VERSION);

/** How a new item's row is its version 1 (decision 060): who made it and how, for its insert. */
export const firstVersionOf = (access: WorkspaceAccess, text: VersionText) => ({
  versionBy: access.userId,
  versionMade: text.made,
  versionInstruction: text.instruction ?? null,
  versionRestoredFrom: text.restoredFrom ?? null,
});

/**
 * The columns of an item's row that make its newest version (decision 060), named as a stored
 * version's.
 */
const item = columns.history;
const latestColumns = {
  id: item.id,
  number: item.version,
  userId: item.versionBy,
  made: item.versionMade,
  instruction: item.versionInstruction,
  restoredFrom: item.versionRestoredFrom,
  title: item.title,
  content: item.content,
  metadata: item.metadata,
  createdAt: item.versionAt,
};

/**
 * A new latest version of an item: the item's row takes its text, the next number and how it
 * was made, and the text it replaces is stored as the version it was (decision 060), in one
 * statement. The row is read locked first, so a save committed meanwhile is the text stored;
 * taking the number by updating the row orders two saves on the same item; a save based on an
 * older number than the item's (`basedOn`) is refused with a 409. Past `MAX_VERSIONS`, the
 * oldest non-restored versions after the first go.
 */
export async function addVersion(
  tx: Database,
  access: WorkspaceAccess,
  historyId: string,
  text: Omit<VersionText, "title"> & { title: string | null },
  basedOn?: number,
): Promise<{ version: number; title: string }> {
  // The item is checked again here, on the row the version is written to (issue 39).
  const { history, versions } = scoped(access);
  const outgoing = tx.$with("outgoing").as(
    tx
      .select(latestColumns)
      .from(history.t)
      .where(
        history.where(
          eq(history.t.id, historyId),
          basedOn === undefined ? undefined : eq(history.t.version, basedOn),
        ),
      )
      .for("update"),
  );
  const edited = tx.$with("edited").as(
    tx
      .update(history.t)
      .set({
        // No title keeps the item's: an AI edit changes its text, not the name it is listed by.
        title: text.title ?? sql`${history.t.title}`,
        content: text.content,
        metadata: text.metadata,
        ...newestVersion(history.t.version, access.userId, text),
      })
      .where(history.where(eq(history.t.id, sql`(select ${outgoing.id} from ${outgoing})`)))
      .returning({ version: history.t.version, title: history.t.title }),
  );
  // In the table's column order, as Drizzle's insert-select wants; a version of that number
  // stored before the migration (one that differed from its row) is kept as it is.
  const kept = tx.$with("kept").as(
    tx
      .insert(versions.t)
      .select(
        tx
          .select({
            id: sql<string>`gen_random_uuid()`.as("id"),
            historyId: sql<string>`${outgoing.id}`.as("historyId"),
            number: sql<number>`${outgoing.number}`.as("number"),
            userId: sql<string | null>`${outgoing.userId}`.as("userId"),
            made: sql<VersionMade>`${outgoing.made}`.as("made"),
            instruction: sql<string | null>`${outgoing.instruction}`.as("instruction"),
            restoredFrom: sql<number | null>`${outgoing.restoredFrom}`.as("restoredFrom"),
            title: sql<string>`${outgoing.title}`.as("title"),
            content: sql<string>`${outgoing.content}`.as("content"),
            metadata: sql<Record<string, unknown> | null>`${outgoing.metadata}`.as("metadata"),
            createdAt: sql<Date>`${outgoing.createdAt}`.as("createdAt"),
          })
          .from(outgoing)
          .where(sql`exists (select 1 from ${edited})`),
      )
      .onConflictDoNothing(),
  );
  const [item] = await tx.with(outgoing, edited, kept).select().from(edited);
  if (!item) {
    if (basedOn !== undefined) throw staleVersion();
    throw errors.notFound("Conteúdo não encontrado.");
  }
  await trimVersions(tx, versions.t, eq(versions.t.historyId, historyId), item.version);
  return item;
}

/** One version as the panel lists it (its text only when it is opened). */
export type VersionSummary = {
  number: number;
  made: VersionMade;
  instruction: string | null;
  restoredFrom: number | null;
  author: string | null;
  createdAt: string;
  title: string;
};

const summaryColumns = (t: typeof contentVersions) => ({
  number: t.number,
  made: t.made,
  instruction: t.instruction,
  restoredFrom: t.restoredFrom,
  author: users.name,
  createdAt: t.createdAt,
  title: t.title,
});

/** The item's row as its newest version (decision 060), with its text. */
async function rowVersion(db: Database, access: WorkspaceAccess, id: string) {
  const { history } = scoped(access);
  const { id: _, userId, content, metadata, ...summary } = latestColumns;
  const [row] = await db
    .select({ ...summary, author: users.name, content, metadata })
    .from(history.t)
    .leftJoin(users, eq(users.id, userId))
    .where(history.where(eq(history.t.id, id)));
  return row;
}

/**
 * An item's versions, newest first; an item the member may not see is a 404. The newest is the
 * item's row, unless a version of its number was stored before (an item migrated with a row
 * that differed from it).
 */
export async function listVersions(
  db: Database,
  access: WorkspaceAccess,
  id: string,
): Promise<VersionSummary[]> {
  await visibleItem(db, access, id);
  const { versions } = scoped(access);
  const [stored, latest] = await Promise.all([
    db
      .select(summaryColumns(versions.t))
      .from(versions.t)
      .leftJoin(users, eq(users.id, versions.t.userId))
      .where(versions.where(eq(versions.t.historyId, id)))
      .orderBy(desc(versions.t.number)),
    rowVersion(db, access, id),
  ]);
  const rows = latest && stored[0]?.number !== latest.number ? [latest, ...stored] : stored;
  return rows.map(({ number, made, instruction, restoredFrom, author, createdAt, title }) => ({
    number,
    made,
    instruction,
    restoredFrom,
    author,
    title,
    createdAt: createdAt.toISOString(),
  }));
}

/** One version with its text as read: its own data rendered after it (its calendar's section). */
export async function readVersion(
  db: Database,
  access: WorkspaceAccess,
  id: string,
  number: string,
) {
  const { contentType, version } = await storedVersion(db, access, id, number);
  return { ...version, content: renderedText(contentType, version.content, version.metadata) };
}

/** One version as stored: its text alone and its metadata, and the item's kind. */
async function storedVersion(db: Database, access: WorkspaceAccess, id: string, number: string) {
  const { contentType, version } = await visibleItem(db, access, id);
  const wanted = Number(number);
  if (!Number.isInteger(wanted) || wanted < 1) throw errors.notFound(VERSION_NOT_FOUND);
  const { versions } = scoped(access);
  const [stored] = await db
    .select({
      ...summaryColumns(versions.t),
      content: versions.t.content,
      metadata: versions.t.metadata,
    })
    .from(versions.t)
    .leftJoin(users, eq(users.id, versions.t.userId))
    .where(versions.where(eq(versions.t.historyId, id), eq(versions.t.number, wanted)));
  const row = stored ?? (wanted === version ? await rowVersion(db, access, id) : null);
  if (!row) throw errors.notFound(VERSION_NOT_FOUND);
  return { contentType, version: { ...row, createdAt: row.createdAt.toISOString() } };
}

/**
 * Restoring copies a version as the item's newest: nothing is overwritten. It is based on the
 * newest version the screen showed (`basedOn`): an item that moved on since refuses it (409).
 */
export async function restoreVersion(
  db: Database,
  access: WorkspaceAccess,
  id: string,
  number: string,
  basedOn: number,
) {
  // Copied as stored, with its own metadata: the restored version renders its own calendar.
  const { contentType, version } = await storedVersion(db, access, id, number);
  const latest = await db.transaction((tx) =>
    addVersion(
      tx,
      access,
      id,
      {
        title: version.title,
        content: version.content,
        metadata: version.metadata,
        made: "restored",
        restoredFrom: version.number,
      },
      basedOn,
    ),
  );
  const content = renderedText(contentType, version.content, version.metadata);
  return { number: latest.version, content, title: version.title };
}

const VERSION_NOT_FOUND = "Versão não encontrada.";
