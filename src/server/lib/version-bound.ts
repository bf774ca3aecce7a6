import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { MAX_VERSIONS } from "../../shared/generation/versions.ts";
import type { Database } from "../db/client.ts";

/** A table of versions: each row numbered from 1 within its item, and how it was made. */
type VersionsTable = PgTable & { id: PgColumn; number: PgColumn; made: PgColumn };

/**
 * Keeps one item's versions (history item or post, decisions 041 and 042) within MAX_VERSIONS:
 * the first always stays, restored ones go last, older ones first. One statement, in the
 * transaction that added the version; skipped while the latest number is within the bound
 * (an item never has more versions than its latest number).
 */
export async function trimVersions(
  tx: Database,
  versions: VersionsTable,
  ofItem: SQL,
  latest: number,
) {
  if (latest <= MAX_VERSIONS) return;
  await tx.execute(sql`
    delete from ${versions} where ${versions.id} in (
      select ${versions.id} from ${versions}
      where ${ofItem} and ${versions.number} <> 1
      order by (${versions.made} = 'restored'), ${versions.number}
      limit greatest((select count(*) from ${versions} where ${ofItem}) - ${MAX_VERSIONS}, 0)
    )`);
}
