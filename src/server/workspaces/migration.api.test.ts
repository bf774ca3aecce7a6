// Depends on the engine: the migration runs through each engine's migrator, and restores a dump
// into each engine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../../tests/helpers/free-port.ts";
import { emptyPostgres } from "../../../tests/helpers/restore-targets.ts";
import { TestClient } from "../../../tests/helpers/test-client.ts";
import type { ApprovalView } from "../../shared/approval.ts";
import type { HistoryPage } from "../../shared/generation/history.ts";
import type { PlanDetail } from "../../shared/plans.ts";
import { restorePglite, restorePostgres } from "../backup/restore.ts";
import { createPgliteClient } from "../db/client.ts";
import { parseEnv } from "../env.ts";
import { type RunningServer, startServer } from "../server.ts";

/*
 * A backup taken by `npm run db:backup` before migrations 0008 to 0011 (main at 3fec5a3): two
 * accounts, Ana with a subscription, a brand, a strategy made into a plan, a Prompt Mãe, an
 * approval link a client answered through and a published calendar feed; Bruno with a strategy
 * of his own and a cancelled subscription besides an active one. Its secrets, as that run made them:
 */
const DUMP = fileURLToPath(
  new URL("../../../tests/fixtures/before-workspaces.sql", import.meta.url),
);
const BEFORE = {
  password: "senha-segura-123",
  ana: { id: "b3368704-c6d5-4b28-8cee-80d00c3b2f93", email: "ana@exemplo.com.br" },
  bruno: { id: "c04c05f3-1894-4390-8e79-2460d9300613", email: "bruno@exemplo.com.br" },
  brandId: "ef89341c-90aa-4c21-91fe-f8dedd324eb6",
  planId: "6f67342b-d400-43f5-a05a-ff838200c19f",
  approvalToken: "bdqoW7fs_qipKwL4nopHe6NtN-7FEIfbcxi4EDEnx3M",
  feedPath: "/feed/dV18YKLrDL5ztoQsD_pNVtOfQV13BusW8c4tEjhYN0E.ics",
};

/** Every table whose rows an account made, with how a row reaches its workspace after 0011. */
const WORKSPACE_OF: Record<string, string> = {
  brands: "x.workspace_id",
  user_content_history: "x.workspace_id",
  plans: "x.workspace_id",
  plan_posts: "x.workspace_id",
  post_feedback: "x.workspace_id",
  subscriptions: "x.workspace_id",
  approval_links: "(select p.workspace_id from plans p where p.id = x.plan_id)",
};

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Per table, how many rows each account has (before) or has in its personal workspace (after). */
async function rowsByAccount(query: Query, where: "anywhere" | "in their personal workspace") {
  const counts: Record<string, Record<string, number>> = {};
  for (const [table, workspace] of Object.entries(WORKSPACE_OF)) {
    const join =
      where === "anywhere"
        ? ""
        : `join workspaces w on w.id = ${workspace} and w.personal_of = x.user_id`;
    const { rows } = await query(
      `select x.user_id, count(*)::int as n from ${table} x ${join} group by x.user_id`,
    );
    counts[table] = Object.fromEntries(rows.map((r) => [String(r.user_id), Number(r.n)]));
  }
  return counts;
}

let target: {
  env: Record<string, string>;
  query: () => Promise<{ run: Query; end: () => Promise<void> }>;
  drop: () => Promise<void>;
};
let before: Awaited<ReturnType<typeof rowsByAccount>>;
/** Ana's strategies as the code of then saved them: the text, then the calendar's section. */
let strategies: { id: string; content: string }[];
let server: RunningServer;
const client = () => new TestClient(server.url);

async function restoreTarget(): Promise<typeof target> {
  if (inject("database").kind === "postgres") {
    const database = await emptyPostgres();
    await restorePostgres(database.url, DUMP);
    return {
      env: { DATABASE_URL: database.url },
      query: async () => {
        const connection = new pg.Client({ connectionString: database.url });
        await connection.connect();
        return { run: (text) => connection.query(text), end: () => connection.end() };
      },
      drop: database.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "ci-workspaces-"));
  await restorePglite(dataDir, DUMP);
  return {
    env: { DATA_DIR: dataDir },
    query: async () => {
      const pglite = await createPgliteClient(dataDir);
      return { run: (text) => pglite.query(text), end: () => pglite.close() };
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

beforeAll(async () => {
  target = await restoreTarget();
  const raw = await target.query();
  before = await rowsByAccount(raw.run, "anywhere");
  strategies = (
    await raw.run(`select id, content from user_content_history
      where content_type = 'strategy' and user_id = '${BEFORE.ana.id}' order by id`)
  ).rows as typeof strategies;
  await raw.end();
  const config = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: String(await freePort()),
    DATA_DIR: mkdtempSync(join(tmpdir(), "ci-workspaces-app-")),
    AUTH_SECRET: "a".repeat(64),
    BACKUP_DIR: "off",
    ...target.env,
  });
  // Its start applies migrations 0008 to 0011 to the restored database.
  server = await startServer(config);
}, 180_000);
afterAll(async () => {
  await server?.close();
  await target?.drop();
});

/** A query through the migrated app's own connection. */
const appQuery: Query = async (text) =>
  (await server.deps.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };

async function signedIn(account: { email: string }) {
  const browser = client();
  const { status } = await browser.signIn({ email: account.email, password: BEFORE.password });
  expect(status).toBe(200);
  return browser;
}

describe("migrating a backup taken before workspaces", () => {
  it("moves every row each account made into its own personal workspace, nothing lost", async () => {
    expect(before.user_content_history?.[BEFORE.ana.id]).toBeGreaterThan(0);
    expect(before.plan_posts?.[BEFORE.ana.id]).toBeGreaterThan(0);
    expect(before.approval_links?.[BEFORE.ana.id]).toBe(1);
    expect(before.post_feedback?.[BEFORE.ana.id]).toBe(1);
    expect(before.subscriptions?.[BEFORE.bruno.id]).toBe(2);
    const after = await rowsByAccount(appQuery, "in their personal workspace");
    expect(after).toEqual(before);
  });

  it("gives each account a personal workspace it owns, named after it", async () => {
    const { rows } = await appQuery(
      `select u.email, w.name, m.role from users u
       join workspaces w on w.personal_of = u.id
       join workspace_members m on m.workspace_id = w.id and m.user_id = u.id
       order by u.email`,
    );
    expect(rows).toEqual([
      { email: BEFORE.ana.email, name: "Espaço de Ana Souza", role: "owner" },
      { email: BEFORE.bruno.email, name: "Espaço de Bruno Lima", role: "owner" },
    ]);
  });

  it("shows each account its brand, history and plan where it left them, and nothing of the other's", async () => {
    const ana = await signedIn(BEFORE.ana);
    const history = await ana.json<HistoryPage>("/api/history");
    expect(history.body.total).toBe(before.user_content_history?.[BEFORE.ana.id]);
    const brands = await ana.json<{ items: { id: string }[] }>("/api/brands");
    expect(brands.body.items.map((b) => b.id)).toEqual([BEFORE.brandId]);
    const plan = await ana.json<PlanDetail>(`/api/plans/${BEFORE.planId}`);
    expect(plan.status).toBe(200);
    expect(plan.body.posts).toHaveLength(before.plan_posts?.[BEFORE.ana.id] ?? -1);
    expect((await ana.request(`/api/plans/${BEFORE.planId}/export.ics`)).status).toBe(200);

    const bruno = await signedIn(BEFORE.bruno);
    expect((await bruno.json<HistoryPage>("/api/history")).body.total).toBe(
      before.user_content_history?.[BEFORE.bruno.id],
    );
    expect((await bruno.request(`/api/plans/${BEFORE.planId}`)).status).toBe(404);
    expect((await bruno.request(`/api/brands/${BEFORE.brandId}`)).status).toBe(404);
  });

  it("shows a strategy saved then exactly as it was, its calendar now stored once", async () => {
    expect(strategies.length).toBeGreaterThan(0);
    const ana = await signedIn(BEFORE.ana);
    for (const { id, content } of strategies) {
      expect(content).toContain("\n\n## Calendário de publicações (");
      const item = await ana.json<{ content: string }>(`/api/history/${id}`);
      expect(item.body.content).toBe(content);
      const { rows } = await appQuery(
        `select content from user_content_history where id = '${id}'`,
      );
      expect(rows[0]?.content).toBe(content.slice(0, content.lastIndexOf("\n\n## Calendário")));
    }
  });

  it("keeps the old approval link and calendar feed working", async () => {
    const view = await client().json<ApprovalView>(`/api/approval/${BEFORE.approvalToken}`);
    expect(view.status).toBe(200);
    expect(JSON.stringify(view.body)).toContain("Troque a foto, por favor.");
    const feed = await client().request(BEFORE.feedPath);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  });
});
