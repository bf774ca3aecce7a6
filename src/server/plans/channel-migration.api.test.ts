// Depends on the engine: the migration runs through each engine's migrator, on each engine's SQL.
import { describe, expect, it } from "vitest";
import { setupMigrationDatabase } from "../../../tests/helpers/migration-database.ts";

/*
 * Migration 0018 moves posts, plans and the strategies' calendars from a channel's label
 * ("Instagram") to its value ("instagram"). Rows are written as the code before it wrote them
 * (labels, and a channel typed by hand in the post panel), then the database is migrated.
 */

const { run, migrateBefore, migrateToEnd } = setupMigrationDatabase();

const ANA = "5f0b9a52-5a55-4c55-8f3c-1d2e3f4a5b6c";
const PLAN = "7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

describe("migration 0018: posts store a channel's value, not its label", () => {
  it("turns the labels of posts, plans and calendars into values, keeping a channel typed by hand in the post's notes", async () => {
    await migrateBefore("0018_channel_values");
    await run(`insert into users (id, name, email) values ('${ANA}', 'Ana', 'ana@exemplo.com.br')`);
    await run(`insert into plans (id, user_id, title, start_date, end_date, channels)
      values ('${PLAN}', '${ANA}', 'Plano', '2026-12-01', '2027-02-28',
              '["Twitter/X", "Pinterest", "Instagram", "instagram"]')`);
    await run(`insert into plan_posts (plan_id, user_id, date, channel, format, theme, notes) values
      ('${PLAN}', '${ANA}', '2026-12-01', 'Instagram', 'Reels', 'Um', ''),
      ('${PLAN}', '${ANA}', '2026-12-02', 'WhatsApp Status', 'Status em vídeo', 'Dois', ''),
      ('${PLAN}', '${ANA}', '2026-12-03', 'Pinterest', 'Pin', 'Três', 'Levar o tripé.'),
      ('${PLAN}', '${ANA}', '2026-12-04', 'linkedin', 'Artigo', 'Quatro', '')`);
    const calendar = {
      startDate: "2026-12-01",
      endDate: "2027-02-28",
      commercialDates: [],
      slots: [
        {
          date: "2026-12-01",
          channel: "Instagram",
          theme: "Um",
          format: "Reels",
          hook: "",
          callToAction: "",
          commercialDate: null,
        },
        {
          date: "2026-12-02",
          channel: "WhatsApp Canal",
          theme: "Dois",
          format: "Vídeo curto",
          hook: "",
          callToAction: "",
          commercialDate: null,
        },
      ],
    };
    await run(`insert into user_content_history (user_id, content_type, title, content, metadata)
      values ('${ANA}', 'strategy', 'Estratégia', 'Texto',
              '${JSON.stringify({ basePrompt: "Prompt", calendar })}')`);

    await migrateToEnd();

    const posts = await run(`select theme, channel, notes from plan_posts order by date`);
    expect(posts.rows).toEqual([
      { theme: "Um", channel: "instagram", notes: "" },
      { theme: "Dois", channel: "whatsapp_status", notes: "" },
      // Not one of ours: the plan's first channel, and the notes keep what was typed.
      { theme: "Três", channel: "twitter", notes: "Levar o tripé.\n\nCanal informado: Pinterest" },
      { theme: "Quatro", channel: "linkedin", notes: "" },
    ]);
    const plans = await run(`select channels from plans`);
    expect(plans.rows).toEqual([{ channels: ["twitter", "instagram"] }]);
    const items = await run(`select metadata from user_content_history`);
    const saved = items.rows[0]?.metadata as { basePrompt: string; calendar: typeof calendar };
    expect(saved.basePrompt).toBe("Prompt");
    expect(saved.calendar.slots.map((slot) => slot.channel)).toEqual([
      "instagram",
      "whatsapp_canal",
    ]);
    expect(saved.calendar.slots[1]).toMatchObject({ theme: "Dois", format: "Vídeo curto" });
  });
});
