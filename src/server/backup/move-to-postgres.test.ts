import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../../../tests/fakes/fake-openai.ts";
import { TEST_BRAND } from "../../../tests/helpers/factories.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import type { TestClient } from "../../../tests/helpers/test-client.ts";
import { browserOn, spawnServer } from "../../../tests/security/server-process.ts";
import { POSTGRES_ADMIN_URL } from "../../../tests/setup/database-kind.ts";

const run = promisify(execFile);
const script = (name: string) =>
  fileURLToPath(new URL(`../../../scripts/${name}`, import.meta.url));
const ORIGIN = "http://localhost:1";
const MARIA = {
  name: "Maria Migração",
  email: "maria@exemplo.com.br",
  password: "senha-antiga-123",
};

/** `npm run <script>` as an operator types it: the configuration comes from the environment. */
async function operator(name: string, args: string[], env: Record<string, string>) {
  const { stdout } = await run(process.execPath, [script(name), ...args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
  });
  return stdout.trim();
}

async function generate(client: TestClient) {
  const response = await client.request("/api/generate/prompt", { json: TEST_BRAND });
  expect(response.status).toBe(200);
  const events = await readEvents(response, (e) => e.type === "done" || e.type === "error");
  expect(events.at(-1)?.type).toBe("done");
}

const historyOf = async (client: TestClient) => {
  const { status, body } = await client.json("/api/history?page=1");
  expect(status).toBe(200);
  return body;
};

describe("from the embedded database to PostgreSQL (the README's three commands)", () => {
  let ai: FakeOpenAI;
  let dataDir: string;
  let database: string;
  const admin = new pg.Client(POSTGRES_ADMIN_URL);
  beforeAll(async () => {
    ai = await startFakeOpenAI(() => ({ content: "Prompt Mãe completo da padaria, pronto." }));
    dataDir = mkdtempSync(join(tmpdir(), "ci-move-"));
    database = `ci_move_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await admin.connect();
    await admin.query(`create database ${database}`);
  });
  afterAll(async () => {
    await ai.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it("a user signs in on PostgreSQL with the old password and sees the same history and role; the old session still works", async () => {
    const url = POSTGRES_ADMIN_URL.replace(/\/postgres$/, `/${database}`);
    const env = {
      DATA_DIR: dataDir,
      APP_URL: ORIGIN,
      OPENAI_API_KEY: "sk-fake",
      OPENAI_BASE_URL: ai.baseUrl,
    };
    // Generating needs a plan or the admin role: Maria owns the business.
    const embedded = await spawnServer({ ...env, ADMIN_EMAILS: MARIA.email });
    const browser = browserOn(embedded.url, ORIGIN);
    let before: unknown;
    let path: string;
    try {
      expect((await browser.signUp(MARIA)).status).toBe(200);
      await generate(browser);
      await generate(browser);
      before = await historyOf(browser);
      expect(before).toMatchObject({ items: [{}, {}] });

      // 1. Backed up while the server runs (it holds the only connection PGlite allows).
      path = await operator("db-backup.ts", [], { DATA_DIR: dataDir });
      expect(path).toMatch(/backups\/conteudo-.*\.sql$/);
    } finally {
      embedded.child.kill("SIGTERM");
      await embedded.exited;
    }

    // 2. Restored into the empty PostgreSQL database; a second time is refused.
    await operator("db-restore.ts", [path], { DATA_DIR: dataDir, DATABASE_URL: url });
    await expect(
      operator("db-restore.ts", [path], { DATA_DIR: dataDir, DATABASE_URL: url }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining("not empty") });

    // 3. The server started on PostgreSQL.
    const postgres = await spawnServer({ ...env, DATABASE_URL: url });
    try {
      const again = browserOn(postgres.url, ORIGIN);
      expect((await again.signIn(MARIA)).status).toBe(200);
      expect(await historyOf(again)).toEqual(before);
      // Her role came along (the PostgreSQL server is not told ADMIN_EMAILS).
      expect((await again.json("/api/admin/backup")).status).toBe(200);

      const sameSession = browserOn(postgres.url, ORIGIN);
      for (const [name, value] of browser.cookies) sameSession.cookies.set(name, value);
      const me = await sameSession.json<{ user: { email: string } | null }>("/api/me");
      expect(me.body.user?.email).toBe(MARIA.email);
    } finally {
      postgres.child.kill("SIGTERM");
      await postgres.exited;
    }
  }, 300_000);

  it("the backup refuses clearly when another process holds the data folder and does not answer", async () => {
    const busy = mkdtempSync(join(tmpdir(), "ci-busy-"));
    try {
      mkdirSync(join(busy, "pglite"));
      // This test's own process: alive, and not a server listening on the backup socket.
      writeFileSync(join(busy, "server.lock"), String(process.pid));
      const failure = await operator("db-backup.ts", [], { DATA_DIR: busy }).catch((e) => e);
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain(`in use by another process (pid ${process.pid})`);
      expect(failure.stderr).toContain("does not answer");
    } finally {
      rmSync(busy, { recursive: true, force: true });
    }
  }, 30_000);
});
