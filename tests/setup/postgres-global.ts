import { execFileSync } from "node:child_process";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../../src/server/db/client.ts";
import { installJobSchema } from "../../src/server/jobs/queue.ts";
import { POSTGRES_ADMIN_URL } from "./database-kind.ts";

async function ensureServerRunning() {
  const client = new pg.Client(POSTGRES_ADMIN_URL);
  try {
    await client.connect();
  } catch {
    const version = execFileSync("ls", ["/etc/postgresql"]).toString().trim().split("\n")[0]!;
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"]);
    await client.connect();
  }
  return client;
}

/** Creates a migrated template database; every test file gets its own copy of it. */
export default async function setup(project: TestProject) {
  const admin = await ensureServerRunning();
  const template = `ci_template_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${template}`);
  const handle = await openPostgres(POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${template}`), 1);
  await installJobSchema(handle.source);
  await handle.close();
  project.provide("database", { kind: "postgres", adminUrl: POSTGRES_ADMIN_URL, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
