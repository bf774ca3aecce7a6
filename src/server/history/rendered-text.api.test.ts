import { describe, expect, it } from "vitest";
import { createUser, makeAdmin, type TestUser } from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { calendarOf, runStrategy } from "../../../tests/helpers/strategy-calendar.ts";
import { calendarAsText } from "../../shared/generation/calendar-text.ts";
import type { HistoryItem, HistoryPage } from "../../shared/generation/history.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { PREVIEW_LENGTH } from "./service.ts";
import { addVersion } from "./versions.ts";

/*
 * A strategy's text is stored alone and its calendar once, in each version's metadata; every
 * read renders the calendar's section after the text (decision 048).
 */

const app = setupGenerationServer();

const SHORT = "# Estratégia\n\nOutra.";

/** A generated strategy, then a short version 2 of it with a calendar of its own. */
async function strategyChanged(user: TestUser) {
  const events = await runStrategy(user);
  const done = events.at(-1);
  if (done?.type !== "done") throw new Error("strategy failed");
  const calendar = calendarOf(events);
  const other = {
    ...calendar,
    slots: calendar.slots.slice(0, 1).map((slot) => ({ ...slot, theme: "Tema trocado" })),
  };
  const access = await personalAccess(app.server.db, user.id);
  await app.server.db.transaction((tx) =>
    addVersion(tx, access, done.historyId, {
      title: null,
      content: SHORT,
      metadata: { calendar: other },
      made: "manual",
    }),
  );
  return { done, calendar, other, changed: SHORT + calendarAsText(other) };
}

describe("a strategy's text as read", () => {
  it("a restored version shows its own calendar, not the one of the version it replaces", async () => {
    const user = await subscriber(app.server);
    const { done, calendar, other, changed } = await strategyChanged(user);
    const item = `/api/history/${done.historyId}`;
    const now = await user.client.json<HistoryItem>(item);
    expect(now.body.content).toBe(changed);
    expect(now.body.calendar).toEqual(other);

    const restored = await user.client.json<{ content: string; number: number }>(
      `${item}/versions/1/restore`,
      { json: { basedOn: 2 } },
    );
    expect(restored.status).toBe(201);
    expect(restored.body).toMatchObject({ number: 3, content: done.content });
    const after = await user.client.json<HistoryItem>(item);
    expect(after.body.content).toBe(done.content);
    expect(after.body.content).not.toContain("Tema trocado");
    expect(after.body.calendar).toEqual(calendar);
    const replaced = await user.client.json<{ content: string }>(`${item}/versions/2`);
    expect(replaced.body.content).toBe(changed);
  });

  it("the list's preview of a short text, the data export and the admin's view read it whole", async () => {
    const user = await subscriber(app.server);
    const { done, changed } = await strategyChanged(user);

    const list = await user.client.json<HistoryPage>("/api/history");
    expect(list.body.items.map((row) => row.content)).toEqual([changed.slice(0, PREVIEW_LENGTH)]);
    const exported = await user.client.json<{
      history: { content: string }[];
      versions: { content: string }[];
    }>("/api/account/export");
    expect(exported.body.history.map((row) => row.content)).toEqual([changed]);
    expect(exported.body.versions.map((row) => row.content)).toEqual([done.content, changed]);
    const admin = await createUser(app.server);
    await makeAdmin(app.server.db, admin.id);
    const seen = await admin.client.json<{ content: string }>(
      `/api/admin/content/${done.historyId}`,
    );
    expect(seen.body.content).toBe(changed);
  });
});
