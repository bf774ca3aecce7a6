// Depends on the engine: the accent-insensitive search stands on unaccent and pg_trgm, PGlite's
// contrib builds or PostgreSQL's own.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  createUser,
  setFlags,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { HistoryItem, HistoryPage } from "../../shared/generation/history.ts";
import type { ToolKind } from "../../shared/generation/tools.ts";
import { type Database, parseRows } from "../db/client.ts";
import { contentHistory } from "../db/schema/index.ts";
import { titleContains } from "./service.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Items created a minute apart, oldest first, so the order is known. */
async function seed(user: TestUser, items: { title: string; type?: ToolKind; content?: string }[]) {
  const base = Date.now() - items.length * 60_000;
  const rows = await server.db
    .insert(contentHistory)
    .values(
      items.map((item, i) => ({
        userId: user.id,
        contentType: item.type ?? "prompt",
        title: item.title,
        content: item.content ?? `Conteúdo de ${item.title}`,
        createdAt: new Date(base + i * 60_000),
      })),
    )
    .returning({ id: contentHistory.id });
  return rows.map((r) => r.id);
}

const list = (user: TestUser, query = "") => user.client.json<HistoryPage>(`/api/history${query}`);

describe("history", () => {
  it("lists the user's own items newest first, 20 a page, with the total", async () => {
    const user = await createUser(server);
    await seed(
      user,
      Array.from({ length: 23 }, (_, i) => ({ title: `Item ${String(i + 1).padStart(2, "0")}` })),
    );
    await seed(await createUser(server), [{ title: "De outra pessoa" }]);

    const first = await list(user);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(23);
    expect(first.body.pageSize).toBe(20);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0]?.title).toBe("Item 23");
    const second = await list(user, "?page=2");
    expect(second.body.items.map((i) => i.title)).toEqual(["Item 03", "Item 02", "Item 01"]);
    expect(second.body.page).toBe(2);
  });

  it("filters by type and searches titles, taking % and _ literally", async () => {
    const user = await createUser(server);
    await seed(user, [
      { title: "Prompt para Café", type: "prompt" },
      { title: "Estratégia para Aumentar vendas: café", type: "strategy" },
      { title: "Roteiro de Vídeo: 50% off", type: "script" },
      { title: "Roteiro de Vídeo: 500 off", type: "script" },
    ]);
    const scripts = await list(user, "?type=script");
    expect(scripts.body.items.map((i) => i.contentType)).toEqual(["script", "script"]);
    const cafe = await list(user, `?q=${encodeURIComponent("CAFÉ")}`);
    expect(cafe.body.items.map((i) => i.title)).toEqual([
      "Estratégia para Aumentar vendas: café",
      "Prompt para Café",
    ]);
    const percent = await list(user, `?q=${encodeURIComponent("50%")}`);
    expect(percent.body.items.map((i) => i.title)).toEqual(["Roteiro de Vídeo: 50% off"]);
    expect(percent.body.total).toBe(1);
  });

  it("searches ignoring accents and case: 'dia das maes' finds 'Dia das Mães'", async () => {
    const user = await createUser(server);
    await seed(user, [
      { title: "Roteiro de Vídeo: Dia das Mães na Padaria", type: "script" },
      { title: "Estratégia para Atrair clientes: PROMOÇÃO DE INVERNO", type: "strategy" },
      { title: "Prompt para Mestre Café", type: "prompt" },
    ]);
    const mothers = await list(user, `?q=${encodeURIComponent("dia das maes")}`);
    expect(mothers.body.items.map((i) => i.title)).toEqual([
      "Roteiro de Vídeo: Dia das Mães na Padaria",
    ]);
    const winter = await list(user, `?q=${encodeURIComponent("promocao de inverno")}`);
    expect(winter.body.items.map((i) => i.title)).toEqual([
      "Estratégia para Atrair clientes: PROMOÇÃO DE INVERNO",
    ]);
    const accented = await list(user, `?q=${encodeURIComponent("MÃES")}`);
    expect(accented.body.total).toBe(1);
  });

  it("the title search can use its trigram index", async () => {
    const plan = await server.db.transaction(async (tx) => {
      // A few rows make a sequential scan cheaper; without it, the index must serve the filter.
      await tx.execute(sql`set local enable_seqscan = off`);
      return parseRows(
        tx as unknown as Database,
        z.record(z.string(), z.string()),
        sql`explain select ${contentHistory.id} from ${contentHistory} where ${titleContains(contentHistory.title, "maes")}`,
      );
    });
    expect(plan.map((row) => Object.values(row)[0]).join("\n")).toContain(
      "history_title_search_idx",
    );
  });

  it("cuts the content to a preview in the list and gives it whole when opened", async () => {
    const user = await createUser(server);
    const [id] = await seed(user, [{ title: "Longo", content: "x".repeat(1000) }]);
    const page = await list(user);
    expect(page.body.items[0]?.content).toHaveLength(400);
    const item = await user.client.json<HistoryItem>(`/api/history/${id}`);
    expect(item.body).toMatchObject({ id, title: "Longo", calendar: null });
    expect(item.body.content).toHaveLength(1000);
  });

  it("a bad query is a Portuguese 400", async () => {
    const user = await createUser(server);
    const { status, body } = await user.client.json("/api/history?type=poema&page=0");
    expect(status).toBe(400);
    expect(body.fields).toMatchObject({
      type: "Tipo de conteúdo inválido.",
      page: "Página inválida.",
    });
  });

  it("another user's item, an unknown id and a malformed id are all 404", async () => {
    const owner = await createUser(server);
    const [id] = await seed(owner, [{ title: "Meu" }]);
    const other = await createUser(server);
    for (const path of [
      `/api/history/${id}`,
      "/api/history/6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
      "/api/history/nao-e-id",
    ]) {
      expect((await other.client.json(path)).status).toBe(404);
      expect((await other.client.json(path, { method: "DELETE" })).status).toBe(404);
    }
    expect((await other.client.json(`/api/history/${id}/calendar.ics`)).status).toBe(404);
    const [still] = await server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, id ?? ""));
    expect(still?.title).toBe("Meu");
  });

  it("the owner deletes an item, even while the account is locked", async () => {
    const user = await createUser(server);
    const [id] = await seed(user, [{ title: "Apagar" }]);
    await setFlags(server.db, user.id, { isLocked: true, lockedReason: "teste" });
    expect((await list(user)).body.total).toBe(1);
    const response = await user.client.request(`/api/history/${id}`, { method: "DELETE" });
    expect(response.status).toBe(204);
    expect((await list(user)).body.total).toBe(0);
  });

  it("a visitor must sign in", async () => {
    expect((await server.client().json("/api/history")).status).toBe(401);
  });

  it("a generated strategy's calendar downloads as .ics and .csv", async () => {
    const user = await createUser(server);
    await subscribe(server.db, user.id);
    const response = await user.client.request("/api/generate/strategy", {
      json: {
        basePrompt: "Somos uma padaria de bairro.",
        productsServices: "Pães de fermentação natural",
        frequency: "1x_semana",
        channels: ["instagram", "facebook"],
        // The 13 Mondays alone, whatever commercial date comes before the first of them.
        commercialExtras: false,
      },
    });
    const done = (await readEvents(response)).at(-1);
    if (done?.type !== "done") throw new Error("strategy failed");

    const item = await user.client.json<HistoryItem>(`/api/history/${done.historyId}`);
    expect(item.body.calendar?.slots).toHaveLength(13);

    const ics = await user.client.request(`/api/history/${done.historyId}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.ics"$/);
    const icsText = await ics.text();
    expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(13);

    const csv = await user.client.request(`/api/history/${done.historyId}/calendar.csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\r\n")).toHaveLength(15);
  });

  it("an item without a calendar has no calendar download", async () => {
    const user = await createUser(server);
    const [id] = await seed(user, [{ title: "Sem calendário", type: "script" }]);
    const { status, body } = await user.client.json(`/api/history/${id}/calendar.csv`);
    expect(status).toBe(404);
    expect(body.message).toBe("Este conteúdo não tem calendário de publicações.");
  });
});
