// Depends on the engine: the migration runs through each engine's migrator, on each engine's SQL.
import { describe, expect, it } from "vitest";
import { setupMigrationDatabase } from "../../../tests/helpers/migration-database.ts";

/*
 * Migration 0035 keeps each row's latest version on the row alone (decision 060): posts and
 * history items are written with their versions as the code before it stored them, the
 * versions every screen lists are read, the database is migrated, and the same versions are
 * read back from what is stored and the rows.
 */

const { run, migrateBefore, migrateToEnd } = setupMigrationDatabase();

const ANA = "5f0b9a52-5a55-4c55-8f3c-1d2e3f4a5b6c";
const BEA = "6a1c9b63-6b66-4d66-9a4d-2e3f4a5b6c7d";
const PLAN = "7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const [EDITED, DRIFTED, BEFORE_ART] = [1, 2, 3].map(
  (n) => `8b2d3c4e-5f6a-4b7c-8d9e-0f1a2b3c4d5${n}`,
);
const [ITEM, PLAIN] = [1, 2].map((n) => `9c3e4d5f-6a7b-4c8d-9e0f-1a2b3c4d5e6${n}`);

const json = (value: unknown) => `'${JSON.stringify(value)}'::jsonb`;
const text = { hook: "Gancho", callToAction: "Compre", notes: "", caption: null };
const fields = (theme: string, more: object = {}) => json({ theme, ...text, art: null, ...more });

/** A version as the screens show it; a snapshot kept before posts had art had none. */
const SHOWN = `number, user_id, made, instruction, restored_from, created_at,
  fields || jsonb_build_object('art', coalesce(fields -> 'art', 'null'))`;
const STORED_POSTS = `select post_id as id, ${SHOWN} from post_versions`;
const STORED_ITEMS = `select history_id as id, number, user_id, made, instruction, restored_from,
  created_at, title, content, metadata from content_versions`;

/** What the versions panels list: every stored version and, after 0035, each row's latest. */
const listed = (stored: string, latest?: string) =>
  run(`select * from (${stored}${latest ? ` union all ${latest}` : ""}) v order by id, number`);
const LATEST_POSTS = `select p.id, version, version_by, version_made, version_instruction,
    version_restored_from, version_at, jsonb_build_object('theme', theme, 'hook', hook,
    'callToAction', call_to_action, 'notes', notes, 'caption', caption, 'art', art)
  from plan_posts p where not exists
    (select 1 from post_versions v where v.post_id = p.id and v.number = p.version)`;
const LATEST_ITEMS = `select h.id, version, version_by, version_made, version_instruction,
    version_restored_from, version_at, title, content, metadata
  from user_content_history h where not exists
    (select 1 from content_versions v where v.history_id = h.id and v.number = h.version)`;

describe("migration 0035: a row is its latest version", () => {
  it("deletes exactly the versions that repeat their row; every version reads as before", async () => {
    await migrateBefore("0035_implicit_latest_version");
    await run(`insert into users (id, name, email) values ('${ANA}', 'Ana', 'ana@exemplo.com.br'),
      ('${BEA}', 'Bea', 'bea@exemplo.com.br')`);
    await run(`insert into plans (id, user_id, title, start_date, end_date)
      values ('${PLAN}', '${ANA}', 'Plano', '2026-12-01', '2027-02-28')`);
    await run(`insert into plan_posts (id, plan_id, user_id, date, channel, format, theme, hook,
        call_to_action, notes, version)
      values ('${EDITED}', '${PLAN}', '${ANA}', '2026-12-01', 'instagram', 'Reels', 'Restaurado',
              'Gancho', 'Compre', '', 3),
             ('${DRIFTED}', '${PLAN}', '${ANA}', '2026-12-02', 'instagram', 'Post', 'Tema',
              'Gancho', 'Compre', 'Nota escrita sem versão', 1),
             ('${BEFORE_ART}', '${PLAN}', '${ANA}', '2026-12-03', 'instagram', 'Post', 'Antigo',
              'Gancho', 'Compre', '', 1)`);
    // The first post's latest is Bea's restore of version 1; the second's row moved on from its
    // version 1 without one; the third's version was kept before posts had art.
    await run(`insert into post_versions (post_id, number, user_id, made, instruction,
        restored_from, fields, created_at)
      values ('${EDITED}', 1, '${ANA}', 'generated', null, null, ${fields("Restaurado")},
              '2026-11-01T12:00:00Z'),
             ('${EDITED}', 2, '${ANA}', 'ai_edit', 'Mais curto', null, ${fields("Curto")},
              '2026-11-02T12:00:00Z'),
             ('${EDITED}', 3, '${BEA}', 'restored', null, 1, ${fields("Restaurado")},
              '2026-11-03T12:00:00Z'),
             ('${DRIFTED}', 1, '${ANA}', 'manual', null, null, ${fields("Tema")},
              '2026-11-04T12:00:00Z'),
             ('${BEFORE_ART}', 1, '${ANA}', 'manual', null, null,
              ${json({ theme: "Antigo", ...text })}, '2026-11-05T12:00:00Z')`);
    await run(`insert into user_content_history (id, user_id, content_type, title, content,
        metadata, version)
      values ('${ITEM}', '${ANA}', 'prompt', 'Prompt', 'Texto formal', '{"demo": true}', 2),
             ('${PLAIN}', '${ANA}', 'script', 'Roteiro', 'Roteiro', null, 1)`);
    await run(`insert into content_versions (history_id, number, user_id, made, instruction,
        title, content, metadata, created_at)
      values ('${ITEM}', 1, '${ANA}', 'generated', null, 'Prompt', 'Texto', '{"demo": true}',
              '2026-11-06T12:00:00Z'),
             ('${ITEM}', 2, '${BEA}', 'ai_edit', 'Formal', 'Prompt', 'Texto formal',
              '{"demo": true}', '2026-11-07T12:00:00Z'),
             ('${PLAIN}', 1, '${ANA}', 'generated', null, 'Roteiro', 'Roteiro', null,
              '2026-11-08T12:00:00Z')`);
    const posts = await listed(STORED_POSTS);
    const items = await listed(STORED_ITEMS);

    await migrateToEnd();

    expect((await listed(STORED_POSTS, LATEST_POSTS)).rows).toEqual(posts.rows);
    expect((await listed(STORED_ITEMS, LATEST_ITEMS)).rows).toEqual(items.rows);
    // Kept: the versions before each latest, and the one its row had moved on from.
    const stored = await run(`select post_id as id, number from post_versions
      union all select history_id, number from content_versions order by id, number`);
    expect(stored.rows).toEqual([
      { id: EDITED, number: 1 },
      { id: EDITED, number: 2 },
      { id: DRIFTED, number: 1 },
      { id: ITEM, number: 1 },
    ]);
  });
});
