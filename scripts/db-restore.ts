// npm run db:restore -- FILE [--force] [--unverified]: loads a dump taken by `npm run db:backup`
// into the database the configuration points at (DATABASE_URL, else DATA_DIR), which must be
// empty unless --force (then everything in it is replaced, in the same transaction as the load).
// The dump must match the checksum written beside it, unless --unverified and it has none (a
// dump taken by hand). Stop the server first.
import { existsSync } from "node:fs";
import { restorePglite, restorePostgres } from "../src/server/backup/restore.ts";
import { loadEnv } from "../src/server/env.ts";

const args = process.argv.slice(2);
const FLAGS = ["--force", "--unverified"];
const force = args.includes("--force");
const unverified = args.includes("--unverified");
const files = args.filter((a) => !FLAGS.includes(a));
if (files.length !== 1) {
  console.error("Usage: npm run db:restore -- <backup.sql> [--force] [--unverified]");
  process.exit(2);
}
const [file] = files as [string];

try {
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);
  const env = loadEnv();
  if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, file, { force, unverified });
  else await restorePglite(env.DATA_DIR, file, { force, unverified });
  const target = env.DATABASE_URL ? "the PostgreSQL database in DATABASE_URL" : env.DATA_DIR;
  console.log(`Restored ${file} into ${target}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
