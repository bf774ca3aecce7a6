// Depends on the engine: the migration runs through each engine's migrator, on each engine's SQL.
import { describe, expect, it } from "vitest";
import { setupMigrationDatabase } from "../../../tests/helpers/migration-database.ts";

/*
 * Migration 0020 gives every post its versions (decision 042): posts are written as the code
 * before it wrote them (laid out with their plan by a strategy, or added by hand later, one with
 * a caption), then the database is migrated and each post is its own version 1.
 */

const { run, migrateBefore } = setupMigrationDatabase();

const ANA = "5f0b9a52-5a55-4c55-8f3c-1d2e3f4a5b6c";
const PLAN = "7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const caption = {
  caption: "Café fresco todo dia.",
  hashtags: ["#cafe"],
  altText: "Xícara de café",
  firstComment: "",
};

describe("migration 0020: every post keeps its text's versions", () => {
  it("makes each existing post its own version 1 with all its text, generated when a strategy laid it out", async () => {
    await migrateBefore("0020_post_versions");
    await run(`insert into users (id, name, email) values ('${ANA}', 'Ana', 'ana@exemplo.com.br')`);
    await run(`insert into plans (id, user_id, title, start_date, end_date, created_at)
      values ('${PLAN}', '${ANA}', 'Plano', '2026-12-01', '2027-02-28', '2026-11-01T12:00:00Z')`);
    await run(`insert into plan_posts
      (plan_id, user_id, date, channel, format, theme, hook, call_to_action, notes, caption, created_at, updated_at)
      values
      ('${PLAN}', '${ANA}', '2026-12-01', 'instagram', 'Reels', 'Do plano', 'Gancho', 'Compre', '',
       null, '2026-11-01T12:00:00Z', '2026-11-01T12:00:00Z'),
      ('${PLAN}', '${ANA}', '2026-12-02', 'instagram', 'Post', 'À mão', '', '', 'Levar o tripé.',
       '${JSON.stringify(caption)}', '2026-11-03T09:00:00Z', '2026-11-05T10:00:00Z')`);

    // Up to the migration that keeps each latest version on its row alone (decision 060).
    await migrateBefore("0035_implicit_latest_version");

    const posts = await run(`select theme, version from plan_posts order by date`);
    expect(posts.rows).toEqual([
      { theme: "Do plano", version: 1 },
      { theme: "À mão", version: 1 },
    ]);
    const versions = await run(`select p.theme as post, v.number, v.user_id, v.made, v.fields,
        v.instruction, v.restored_from, v.created_at = p.updated_at as dated
      from post_versions v join plan_posts p on p.id = v.post_id order by p.date`);
    expect(versions.rows).toEqual([
      {
        post: "Do plano",
        number: 1,
        user_id: ANA,
        made: "generated",
        fields: {
          theme: "Do plano",
          hook: "Gancho",
          callToAction: "Compre",
          notes: "",
          caption: null,
        },
        instruction: null,
        restored_from: null,
        dated: true,
      },
      {
        post: "À mão",
        number: 1,
        user_id: ANA,
        made: "manual",
        fields: { theme: "À mão", hook: "", callToAction: "", notes: "Levar o tripé.", caption },
        instruction: null,
        restored_from: null,
        dated: true,
      },
    ]);
  });
});
