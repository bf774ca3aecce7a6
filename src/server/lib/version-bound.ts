import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { MAX_VERSIONS, type VersionOrigin } from "../../shared/generation/versions.ts";
import type { Database } from "../db/client.ts";

/** A table of versions: each row numbered from 1 within its item, and how it was made. */
type VersionsTable = PgTable & { id: PgColumn; number: PgColumn; made: PgColumn };

/**
 * Keeps one item's versions (history item or post, decisions 041 and 042) within MAX_VERSIONS:
 * the first always stays, restored ones go last, older ones first. One statement, in the
 * transaction that stored a version; skipped while the latest number is within the bound
 * (an item never has more versions than its latest number). The latest is the item's row
 * (decision 060), so MAX_VERSIONS - 1 stay stored besides it.
 */
export async function trimVersions(
  tx: Database,
  versions: VersionsTable,
  ofItem: SQL,
  latest: number,
) {
  if (latest <= MAX_VERSIONS) return;
  const older = sql`${ofItem} and ${versions.number} < ${latest}`;
  await tx.execute(sql`
    delete from ${versions} where ${versions.id} in (
      select ${versions.id} from ${versions}
      where ${older} and ${versions.number} <> 1
      order by (${versions.made} = 'restored'), ${versions.number}
      limit greatest((select count(*) from ${versions} where ${older}) - ${MAX_VERSIONS - 1}, 0)
    )`);
}

/**
 * What a change of an item's text sets on its row (decision 060): the next number after its
 * `version` column, and who made this version, how and when (the row's latest-version columns).
 */
export const newestVersion = (
  version: PgColumn,
  userId: SQLWrapper | string | null,
  how: VersionOrigin,
) => ({
  version: sql`${version} + 1`,
  versionBy: sql`${userId}::text`,
  versionMade: sql`${how.made}::text`,
  versionInstruction: sql`${how.instruction ?? null}::text`,
  versionRestoredFrom: sql`${how.restoredFrom ?? null}::int`,
  versionAt: sql`now()`,
});
