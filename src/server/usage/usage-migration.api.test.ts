// Depends on the engine: the migration runs through each engine's migrator, on each engine's SQL.
import { describe, expect, it } from "vitest";
import { setupMigrationDatabase } from "../../../tests/helpers/migration-database.ts";

/*
 * Migration 0013 moves the AI usage counted per user (0010) to each user's personal workspace.
 * A database is migrated up to the migration before it (workspaces made, usage still per user),
 * given usage as that code recorded it, then migrated to the end.
 */

const { run, migrateBefore, migrateToEnd } = setupMigrationDatabase();

const ANA = "b3368704-c6d5-4b28-8cee-80d00c3b2f93";
const BRUNO = "c04c05f3-1894-4390-8e79-2460d9300613";

describe("migration 0013: the AI usage moves from users to their personal workspaces", () => {
  it("keeps every call and monthly total, each now counted against its user's personal workspace", async () => {
    await migrateBefore("0013_ai_usage_per_workspace");
    await run(`insert into users (id, name, email) values
      ('${ANA}', 'Ana', 'ana@exemplo.com.br'), ('${BRUNO}', 'Bruno', 'bruno@exemplo.com.br')`);
    // A team Ana owns besides her personal workspace: her earlier usage is not the team's.
    await run(`insert into workspaces (name) values ('Agência da Ana')`);
    await run(`insert into ai_calls (user_id, account_id, tool, model, prompt_tokens, completion_tokens, estimated, created_at)
      values ('${ANA}', '${ANA}', 'strategy', 'gpt-3.5-turbo', 700, 300, false, '2026-10-03T12:00:00Z'),
             ('${ANA}', '${ANA}', 'script', 'gpt-3.5-turbo', 400, 600, false, '2026-11-02T12:00:00Z'),
             ('${ANA}', '${ANA}', 'edit', 'offline', 50, 80, true, '2026-11-03T12:00:00Z'),
             ('${BRUNO}', '${BRUNO}', 'prompt', 'gpt-3.5-turbo', 200, 100, false, '2026-11-04T12:00:00Z')`);
    await run(`insert into ai_usage_months (account_id, month, prompt_tokens, completion_tokens, tokens, calls)
      values ('${ANA}', '2026-10-01', 700, 300, 1000, 1), ('${ANA}', '2026-11-01', 450, 680, 1130, 2),
             ('${BRUNO}', '2026-11-01', 200, 100, 300, 1)`);

    await migrateToEnd();

    const calls = await run(`select c.user_id, c.tool, c.prompt_tokens, c.completion_tokens,
        w.personal_of from ai_calls c join workspaces w on w.id = c.account_id order by c.created_at`);
    expect(calls.rows).toEqual([
      {
        user_id: ANA,
        tool: "strategy",
        prompt_tokens: 700,
        completion_tokens: 300,
        personal_of: ANA,
      },
      {
        user_id: ANA,
        tool: "script",
        prompt_tokens: 400,
        completion_tokens: 600,
        personal_of: ANA,
      },
      { user_id: ANA, tool: "edit", prompt_tokens: 50, completion_tokens: 80, personal_of: ANA },
      {
        user_id: BRUNO,
        tool: "prompt",
        prompt_tokens: 200,
        completion_tokens: 100,
        personal_of: BRUNO,
      },
    ]);
    const months = await run(`select w.personal_of, to_char(m.month, 'YYYY-MM-DD') as month,
        m.tokens::int as tokens, m.calls from ai_usage_months m join workspaces w on w.id = m.account_id
        order by w.personal_of, m.month`);
    expect(months.rows).toEqual([
      { personal_of: ANA, month: "2026-10-01", tokens: 1000, calls: 1 },
      { personal_of: ANA, month: "2026-11-01", tokens: 1130, calls: 2 },
      { personal_of: BRUNO, month: "2026-11-01", tokens: 300, calls: 1 },
    ]);

    // The usage now goes with the workspace: deleting Bruno's account deletes his workspace's.
    await run(`delete from users where id = '${BRUNO}'`);
    const left = await run(`select count(*)::int as n from ai_usage_months`);
    expect(left.rows).toEqual([{ n: 2 }]);
  });
});
