// Depends on the engine: a PGlite target and a PostgreSQL target are restored by separate code.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { counts, emptyPostgres } from "../../../tests/helpers/restore-targets.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { openPglite, openPostgres } from "../db/client.ts";
import { contentHistory } from "../db/schema/index.ts";
import { ChecksumError, checksumPath, writeChecksum } from "./checksum.ts";
import { restorePglite, restorePostgres } from "./restore.ts";
import { UnsafeDumpError } from "./sql-script.ts";

let server: TestServer;
let user: TestUser;
let folder: string;
/** Whether a psql command of a dump ran: it would create this file. */
let witness: string;
/** A text a user wrote whose lines look like psql commands: data, to restore as it is. */
let lookalike: string;
let backup: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "ci-restore-safety-"));
  witness = join(folder, "psql-ran-a-command");
  // (Not a line starting "\restrict": pglite-tools drops those from a dump even inside text.)
  lookalike = `Roteiro:\n\\! touch ${witness}\nSET transaction_timeout = 0;\n\\copy fim`;
  server = await startTestServer({ BACKUP_DIR: folder });
  user = await createUser(server);
  await server.db.insert(contentHistory).values({
    userId: user.id,
    contentType: "script",
    title: "Roteiro com barras",
    content: lookalike,
  });
  backup = (await server.deps.backups.run()).path;
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A copy of the backup with `change` applied, and a checksum of its own unless told not to. */
function variant(name: string, change: (sql: string) => string, { checksum = true } = {}) {
  const file = join(folder, name);
  writeFileSync(file, change(readFileSync(backup, "utf8")));
  return checksum ? writeChecksum(file).then(() => file) : Promise.resolve(file);
}

/** The tables a PostgreSQL database holds, read without migrating it (as opening it would). */
async function tablesIn(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

/** A dump that loads part-way and then fails, as a dump cut or damaged in the middle would. */
const failingPartWay = (sql: string) => `${sql}\nINSERT INTO tabela_que_nao_existe VALUES (1);\n`;

/** The restored database's counts and the look-alike text, as read back. */
async function contentsOf(open: () => ReturnType<typeof openPostgres>) {
  const restored = await open();
  try {
    const [rows] = await counts(restored.db);
    const [item] = await restored.db
      .select({ content: contentHistory.content })
      .from(contentHistory)
      .where(eq(contentHistory.userId, user.id));
    return { ...rows, content: item?.content };
  } finally {
    await restored.close();
  }
}

describe("restoring a backup safely", () => {
  it("refuses a dump that no longer matches its checksum, or has none, before touching the target", async () => {
    const target = await emptyPostgres();
    try {
      const edited = await variant(
        "edited.sql",
        (sql) => sql.replace("Roteiro com barras", "Roteiro com barrar"),
        {
          checksum: false,
        },
      );
      writeFileSync(checksumPath(edited), readFileSync(checksumPath(backup)));
      await expect(restorePostgres(target.url, edited)).rejects.toThrow(ChecksumError);
      const bare = await variant("bare.sql", (sql) => sql, { checksum: false });
      await expect(restorePostgres(target.url, bare)).rejects.toThrow(/--unverified/);
      expect(await tablesIn(target.url)).toBe(0);

      await restorePostgres(target.url, bare, { unverified: true });
      expect((await contentsOf(() => openPostgres(target.url, 1))).content).toBe(lookalike);
    } finally {
      await target.drop();
    }
  });

  it("loads text that looks like psql commands as text, and refuses a dump with a real one without running it", async () => {
    const target = await emptyPostgres();
    try {
      const hostile = await variant("hostile.sql", (sql) =>
        sql.replace(
          "\nSET statement_timeout = 0;\n",
          `\nSET statement_timeout = 0;\n\\! touch ${witness}\n`,
        ),
      );
      await expect(restorePostgres(target.url, hostile)).rejects.toThrow(UnsafeDumpError);
      await expect(restorePglite(join(folder, "hostile-pglite"), hostile)).rejects.toThrow(
        UnsafeDumpError,
      );
      expect(existsSync(witness)).toBe(false);

      await restorePostgres(target.url, backup);
      const restored = await contentsOf(() => openPostgres(target.url, 1));
      expect(restored.content).toBe(lookalike);
      expect(existsSync(witness)).toBe(false);
    } finally {
      await target.drop();
    }
  });

  it("a forced restore that fails part-way leaves the old data, on PostgreSQL and in a data folder", async () => {
    const broken = await variant("broken.sql", failingPartWay);
    const target = await emptyPostgres();
    try {
      await restorePostgres(target.url, backup);
      const before = await contentsOf(() => openPostgres(target.url, 1));
      await expect(restorePostgres(target.url, broken, { force: true })).rejects.toThrow(
        /tabela_que_nao_existe/,
      );
      expect(await contentsOf(() => openPostgres(target.url, 1))).toEqual(before);
    } finally {
      await target.drop();
    }

    const dataDir = join(folder, "pglite-target");
    await restorePglite(dataDir, backup);
    const before = await contentsOf(() => openPglite(dataDir));
    expect(before.content).toBe(lookalike);
    await expect(restorePglite(dataDir, broken, { force: true })).rejects.toThrow(
      /tabela_que_nao_existe/,
    );
    expect(await contentsOf(() => openPglite(dataDir))).toEqual(before);
    // Embedded databases opened on disk, on a machine the suites share.
  }, 120_000);
});
