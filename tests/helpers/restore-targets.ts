import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { type Database, parseRows } from "../../src/server/db/client.ts";
import { POSTGRES_ADMIN_URL } from "../setup/database-kind.ts";

/** A fresh, empty PostgreSQL database, dropped again by the returned function. */
export async function emptyPostgres() {
  const name = `ci_restore_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client(POSTGRES_ADMIN_URL);
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** What a restore must carry over: every migration applied, the users, the admin among them. */
const countsRow = z.object({ migrations: z.number(), users: z.number(), admins: z.number() });
export const counts = (db: Database) =>
  parseRows(
    db,
    countsRow,
    sql`select
  (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
  (select count(*) from users)::int as users,
  (select count(*) from user_roles where role = 'admin')::int as admins`,
  );
