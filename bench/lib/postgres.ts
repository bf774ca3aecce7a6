import pg from "pg";
import { POSTGRES_ADMIN_URL } from "../../tests/setup/database-kind.ts";

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/** A fresh, empty PostgreSQL database of the bench's own (the server migrates it on open). */
export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client(POSTGRES_ADMIN_URL);
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client(POSTGRES_ADMIN_URL);
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
