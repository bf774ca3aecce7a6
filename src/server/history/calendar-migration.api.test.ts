// Depends on the engine: the migration runs through each engine's migrator, on each engine's SQL.
import { describe, expect, it } from "vitest";
import { setupMigrationDatabase } from "../../../tests/helpers/migration-database.ts";
import type { StrategyCalendar } from "../../shared/generation/calendar.ts";
import { calendarAsText } from "../../shared/generation/calendar-text.ts";
import { renderedText } from "../../shared/generation/rendered.ts";

/*
 * Migration 0032 stores a strategy's calendar once (decision 048): items and versions are
 * written as the code before it wrote them (the text, then the calendar's section), the
 * database is migrated, and each keeps its text alone yet reads exactly as before.
 */

const { run, migrateBefore } = setupMigrationDatabase();

const ANA = "5f0b9a52-5a55-4c55-8f3c-1d2e3f4a5b6c";
const ITEM = "3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e9f";
const PLAIN = "9e8d7c6b-5a49-4838-a726-150f4e3d2c1b";

const calendarWith = (theme: string): StrategyCalendar => ({
  startDate: "2026-12-01",
  endDate: "2027-02-28",
  commercialDates: [],
  slots: [
    {
      date: "2026-12-01",
      channel: "instagram",
      theme,
      format: "Reels",
      hook: "Gancho",
      callToAction: "Comente",
      commercialDate: "Natal",
      pillar: "Bastidores",
      stage: "descoberta",
    },
  ],
});

const first = { text: "# Estratégia\n\nPrimeira.", calendar: calendarWith("Antes") };
const latest = { text: "# Estratégia\n\nRevisada.", calendar: calendarWith("Depois") };
// A text that quotes the heading keeps all of it but the section appended after it.
const quoting = {
  text: "# Estratégia\n\n## Calendário de publicações (a combinar)\nSem datas.",
  calendar: calendarWith("Citado"),
};
const shown = (version: typeof first) => version.text + calendarAsText(version.calendar);
const literal = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("migration 0032: a strategy's calendar is stored once", () => {
  it("takes the section off every strategy's text and version, each rendering exactly as it read before", async () => {
    await migrateBefore("0032_calendar_stored_once");
    await run(`insert into users (id, name, email) values ('${ANA}', 'Ana', 'ana@exemplo.com.br')`);
    await run(`insert into user_content_history (id, user_id, content_type, title, content, metadata, version)
      values ('${ITEM}', '${ANA}', 'strategy', 'Estratégia', ${text(shown(latest))},
              ${literal({ basePrompt: "Prompt", calendar: latest.calendar })}, 3),
             ('${PLAIN}', '${ANA}', 'script', 'Roteiro', ${text(shown(first))}, null, 1)`);
    await run(`insert into content_versions (history_id, number, user_id, made, title, content, metadata)
      values ('${ITEM}', 1, '${ANA}', 'generated', 'Estratégia', ${text(shown(first))},
              ${literal({ calendar: first.calendar })}),
             ('${ITEM}', 2, '${ANA}', 'ai_edit', 'Estratégia', ${text(shown(quoting))},
              ${literal({ calendar: quoting.calendar })}),
             ('${ITEM}', 3, '${ANA}', 'ai_edit', 'Estratégia', ${text(shown(latest))},
              ${literal({ calendar: latest.calendar })}),
             ('${PLAIN}', 1, '${ANA}', 'generated', 'Roteiro', ${text(shown(first))}, null)`);

    // Up to the migration that keeps each latest version on its row alone (decision 060).
    await migrateBefore("0035_implicit_latest_version");

    const items = await run(
      `select id, content_type, content, metadata from user_content_history order by title`,
    );
    const versions = await run(`select h.content_type, v.number, v.content, v.metadata
      from content_versions v join user_content_history h on h.id = v.history_id
      order by h.title, v.number`);
    const rows = [...items.rows, ...versions.rows] as {
      content_type: string;
      content: string;
      metadata: Record<string, unknown> | null;
    }[];
    expect(rows.map((row) => row.content)).toEqual([
      latest.text,
      // A script's text is all text, whatever it says.
      shown(first),
      first.text,
      quoting.text,
      latest.text,
      shown(first),
    ]);
    expect(rows.map((row) => renderedText(row.content_type, row.content, row.metadata))).toEqual([
      shown(latest),
      shown(first),
      shown(first),
      shown(quoting),
      shown(latest),
      shown(first),
    ]);
  });
});
