import { desc, eq, sql } from "drizzle-orm";
import { renderedText } from "../../shared/generation/rendered.ts";
import type { VersionMade } from "../../shared/generation/versions.ts";
import type { Database } from "../db/client.ts";
import { type contentVersions, users } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";
import { trimVersions } from "../lib/version-bound.ts";
import { scoped } from "../scoped/scope.ts";
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

/** The first version of a new item, in the transaction that inserts it. */
export async function firstVersion(
  tx: Database,
  access: WorkspaceAccess,
  historyId: string,
  text: VersionText,
) {
  await tx.insert(scoped(access).versions.t).values(versionRow(access, historyId, 1, text));
}

/**
 * A new latest version of an item: the item takes its text and the next number, and the
 * version is kept beside the others. Taking the number by updating the item's row orders two
 * saves on the same item; a save based on an older number than the item's (`basedOn`) is
 * refused with a 409. Past `MAX_VERSIONS`, the oldest non-restored versions after the first go.
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
  const [item] = await tx
    .update(history.t)
    .set({
      // No title keeps the item's: an AI edit changes its text, not the name it is listed by.
      title: text.title ?? sql`${history.t.title}`,
      content: text.content,
      metadata: text.metadata,
      version: sql`${history.t.version} + 1`,
    })
    .where(
      history.where(
        eq(history.t.id, historyId),
        basedOn === undefined ? undefined : eq(history.t.version, basedOn),
      ),
    )
    .returning({ version: history.t.version, title: history.t.title });
  if (!item) {
    if (basedOn !== undefined) throw staleVersion();
    throw errors.notFound("Conteúdo não encontrado.");
  }
  await tx
    .insert(versions.t)
    .values(versionRow(access, historyId, item.version, { ...text, title: item.title }));
  await trimVersions(tx, versions.t, eq(versions.t.historyId, historyId), item.version);
  return item;
}

function versionRow(access: WorkspaceAccess, historyId: string, number: number, text: VersionText) {
  return {
    historyId,
    number,
    userId: access.userId,
    made: text.made,
    instruction: text.instruction ?? null,
    restoredFrom: text.restoredFrom ?? null,
    title: text.title,
    content: text.content,
    metadata: text.metadata,
  };
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

/** An item's versions, newest first; an item the member may not see is a 404. */
export async function listVersions(
  db: Database,
  access: WorkspaceAccess,
  id: string,
): Promise<VersionSummary[]> {
  await visibleItem(db, access, id);
  const { versions } = scoped(access);
  const rows = await db
    .select(summaryColumns(versions.t))
    .from(versions.t)
    .leftJoin(users, eq(users.id, versions.t.userId))
    .where(versions.where(eq(versions.t.historyId, id)))
    .orderBy(desc(versions.t.number));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
  const { contentType } = await visibleItem(db, access, id);
  const wanted = Number(number);
  if (!Number.isInteger(wanted) || wanted < 1) throw errors.notFound(VERSION_NOT_FOUND);
  const { versions } = scoped(access);
  const [row] = await db
    .select({
      ...summaryColumns(versions.t),
      content: versions.t.content,
      metadata: versions.t.metadata,
    })
    .from(versions.t)
    .leftJoin(users, eq(users.id, versions.t.userId))
    .where(versions.where(eq(versions.t.historyId, id), eq(versions.t.number, wanted)));
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
