import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { itemVersionsOf } from "../../../tests/helpers/versions.ts";
import type { HistoryItem, HistoryPage } from "../../shared/generation/history.ts";
import { MAX_VERSIONS } from "../../shared/generation/versions.ts";
import { contentHistory, contentVersions } from "../db/schema/index.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { personalAccess } from "../workspaces/personal.ts";
import { addVersion, STALE_VERSION } from "./versions.ts";

const app = setupGenerationServer({ ai: true });

const brand = {
  brandName: "Café da Serra",
  brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
  brandLocation: "Campinas (SP)",
  brandProblemSolution: "Café especial sem pretensão, perto de casa",
  brandValues: "qualidade, acolhimento, origem",
};

async function generated(user: TestUser, path: string, json: unknown) {
  const response = await user.client.request(`/api/generate/${path}`, { json });
  const done = (await readEvents(response)).at(-1);
  if (done?.type !== "done") throw new Error(`${path} failed`);
  return done;
}

const versionsOf = (historyId: string) => itemVersionsOf(app.server.db, historyId);

const ownerAccess = (user: TestUser): Promise<WorkspaceAccess> =>
  personalAccess(app.server.db, user.id);

const text = (content: string) => ({
  title: content,
  content,
  metadata: null,
  made: "manual" as const,
});

describe("versions of a history item", () => {
  it("a generation is version 1 and each AI edit adds a version to the same item, listed once under its own title", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Prompt Mãe do Café da Serra." });
    const made = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Prompt Mãe formal do Café da Serra." });
    await generated(user, "edit", {
      content: made.content,
      instruction: "Torne mais formal",
      historyId: made.historyId,
    });
    app.fake.enqueue({ content: "Prompt Mãe curto." });
    const last = await generated(user, "edit", {
      content: "Prompt Mãe formal do Café da Serra.",
      instruction: "Resuma",
      historyId: made.historyId,
    });

    expect(last.historyId).toBe(made.historyId);
    expect(
      (await versionsOf(made.historyId)).map((v) => [v.number, v.made, v.instruction, v.userId]),
    ).toEqual([
      [1, "generated", null, user.id],
      [2, "ai_edit", "Torne mais formal", user.id],
      [3, "ai_edit", "Resuma", user.id],
    ]);
    const list = await user.client.json<HistoryPage>("/api/history");
    expect(list.body.items.map((item) => [item.id, item.title, item.content])).toEqual([
      [made.historyId, made.title, "Prompt Mãe curto."],
    ]);
    expect(last.title).toBe(made.title);
  });

  it("an AI edit of a text never saved is a new item whose first version says it was edited", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Texto revisado." });
    const done = await generated(user, "edit", { content: "Texto", instruction: "Revise" });
    expect(
      (await versionsOf(done.historyId)).map((v) => [v.number, v.made, v.instruction]),
    ).toEqual([[1, "ai_edit", "Revise"]]);
  });

  it("a save based on a version that is no longer the latest is refused and changes nothing", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Primeira versão." });
    const made = await generated(user, "prompt", brand);
    const access = await ownerAccess(user);
    await app.server.db.transaction((tx) =>
      addVersion(tx, access, made.historyId, text("Da aba A."), 1),
    );

    const stale = app.server.db.transaction((tx) =>
      addVersion(tx, access, made.historyId, text("Da aba B."), 1),
    );
    await expect(stale).rejects.toMatchObject({ status: 409, message: STALE_VERSION });
    const [item] = await app.server.db
      .select()
      .from(contentHistory)
      .where(eq(contentHistory.id, made.historyId));
    expect([item?.content, item?.version]).toEqual(["Da aba A.", 2]);
    expect(await versionsOf(made.historyId)).toHaveLength(2);
  });

  it(`an item keeps at most ${MAX_VERSIONS} versions: the first stays, restored ones outlast older edits`, async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Versão 1." });
    const made = await generated(user, "prompt", brand);
    const access = await ownerAccess(user);
    await app.server.db.transaction(async (tx) => {
      await addVersion(tx, access, made.historyId, {
        ...text("Versão 2."),
        made: "restored",
        restoredFrom: 1,
      });
      for (let n = 3; n <= MAX_VERSIONS + 2; n++)
        await addVersion(tx, access, made.historyId, text(`Versão ${n}.`));
    });

    const kept = await versionsOf(made.historyId);
    expect(kept).toHaveLength(MAX_VERSIONS);
    // 102 versions made: 3 and 4 (the oldest neither first nor restored) went.
    expect(kept.slice(0, 3).map((v) => v.number)).toEqual([1, 2, 5]);
    expect(kept.at(-1)?.content).toBe(`Versão ${MAX_VERSIONS + 2}.`);
  });

  it("deleting an item deletes its versions; the export holds the versions the user wrote", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Prompt para exportar." });
    const kept = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Prompt para apagar." });
    const gone = await generated(user, "prompt", brand);

    const exported = await user.client.json<{ versions: { historyId: string; content: string }[] }>(
      "/api/account/export",
    );
    expect(exported.body.versions).toEqual([
      expect.objectContaining({ historyId: kept.historyId, content: "Prompt para exportar." }),
      expect.objectContaining({ historyId: gone.historyId, content: "Prompt para apagar." }),
    ]);
    expect(
      (await user.client.request(`/api/history/${gone.historyId}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect(await versionsOf(gone.historyId)).toEqual([]);
    expect(await versionsOf(kept.historyId)).toHaveLength(1);
  });
});

describe("an AI edit based on the version a screen showed", () => {
  it("is saved as the next version and says its number", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Texto gerado." });
    const made = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Texto formal." });
    const edited = await generated(user, "edit", {
      content: made.content,
      instruction: "Torne mais formal",
      historyId: made.historyId,
      basedOn: 1,
    });
    expect([made.version, edited.version]).toEqual([1, 2]);
  });

  it("is refused with the Portuguese message before the AI is asked when the item moved on, and saves nothing", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Texto gerado." });
    const made = await generated(user, "prompt", brand);
    await user.client.request(`/api/history/${made.historyId}/versions/1/restore`, {
      json: { basedOn: 1 },
    });
    const asked = app.fake.requests.length;

    const refused = await user.client.json<{ code: string; message: string }>(
      "/api/generate/edit",
      {
        json: {
          content: made.content,
          instruction: "Torne mais formal",
          historyId: made.historyId,
          basedOn: 1,
        },
      },
    );
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      "STALE_VERSION",
      STALE_VERSION,
    ]);
    expect(app.fake.requests.length).toBe(asked);
    expect((await versionsOf(made.historyId)).map((v) => v.made)).toEqual([
      "generated",
      "restored",
    ]);
  });

  it("is refused at the save when the item moved on while the AI was writing", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Texto gerado." });
    const made = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Texto lento.", firstChunkDelayMs: 300 });
    const editing = user.client.request("/api/generate/edit", {
      json: {
        content: made.content,
        instruction: "Resuma",
        historyId: made.historyId,
        basedOn: 1,
      },
    });
    await expect.poll(() => app.fake.requests.length).toBeGreaterThan(1);
    await user.client.request(`/api/history/${made.historyId}/versions/1/restore`, {
      json: { basedOn: 1 },
    });

    const last = (await readEvents(await editing)).at(-1);
    expect(last).toEqual({ type: "error", code: "STALE_VERSION", message: STALE_VERSION });
    expect((await versionsOf(made.historyId)).map((v) => v.content)).toEqual([
      "Texto gerado.",
      "Texto gerado.",
    ]);
  });

  it("a version that is not a positive whole number is a Portuguese 400", async () => {
    const user = await subscriber(app.server);
    const refused = await user.client.json<{ message: string }>("/api/generate/edit", {
      json: { content: "Texto", instruction: "Resuma", basedOn: 0 },
    });
    expect([refused.status, refused.body.message]).toEqual([400, "Versão inválida."]);
  });
});

describe("the count of versions an item keeps", () => {
  it("is in the history's list and in the item, counting the rows kept, not the numbers given", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Versão 1." });
    const many = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Sozinho." });
    const single = await generated(user, "prompt", brand);
    const access = await ownerAccess(user);
    await app.server.db.transaction(async (tx) => {
      for (let n = 2; n <= 4; n++) await addVersion(tx, access, many.historyId, text(`V${n}.`));
    });
    // As the bound trims them, past MAX_VERSIONS.
    await app.server.db
      .delete(contentVersions)
      .where(and(eq(contentVersions.historyId, many.historyId), eq(contentVersions.number, 2)));

    const list = await user.client.json<HistoryPage>("/api/history");
    expect(list.body.items.map((item) => [item.id, item.version, item.versions])).toEqual([
      [single.historyId, 1, 1],
      [many.historyId, 4, 3],
    ]);
    const item = await user.client.json<HistoryItem>(`/api/history/${many.historyId}`);
    expect([item.body.version, item.body.versions]).toEqual([4, 3]);
  });
});

describe("the versions' routes", () => {
  it("lists an item's versions newest first, opens one and restores it as a new version", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Primeiro gancho." });
    const made = await generated(user, "prompt", brand);
    app.fake.enqueue({ content: "Segundo gancho." });
    await generated(user, "edit", {
      content: made.content,
      instruction: "Mude o gancho",
      historyId: made.historyId,
    });

    const listed = await user.client.json<
      { number: number; made: string; instruction: string | null; author: string | null }[]
    >(`/api/history/${made.historyId}/versions`);
    expect(listed.body.map((v) => [v.number, v.made, v.instruction, v.author])).toEqual([
      [2, "ai_edit", "Mude o gancho", user.name],
      [1, "generated", null, user.name],
    ]);
    const first = await user.client.json<{ content: string }>(
      `/api/history/${made.historyId}/versions/1`,
    );
    expect(first.body.content).toBe("Primeiro gancho.");

    const restored = await user.client.json<{ number: number }>(
      `/api/history/${made.historyId}/versions/1/restore`,
      { json: { basedOn: 2 } },
    );
    expect([restored.status, restored.body.number]).toEqual([201, 3]);
    const [latest] = await versionsOf(made.historyId).then((rows) => rows.slice(-1));
    expect([latest?.made, latest?.restoredFrom, latest?.content]).toEqual([
      "restored",
      1,
      "Primeiro gancho.",
    ]);
    const list = await user.client.json<HistoryPage>("/api/history");
    expect(list.body.items.map((item) => item.content)).toEqual(["Primeiro gancho."]);
  });

  it("a version that does not exist, or of an item of another workspace, is a Portuguese 404", async () => {
    const user = await subscriber(app.server);
    const other = await subscriber(app.server);
    app.fake.enqueue({ content: "Só meu." });
    const made = await generated(user, "prompt", brand);
    for (const [who, path] of [
      [user, `/api/history/${made.historyId}/versions/7`],
      [user, `/api/history/${made.historyId}/versions/abc`],
      [other, `/api/history/${made.historyId}/versions`],
      [other, `/api/history/${made.historyId}/versions/1`],
    ] as const) {
      const answer = await who.client.json<{ error: { message: string } }>(path);
      expect(answer.status).toBe(404);
    }
    const restore = await other.client.request(
      `/api/history/${made.historyId}/versions/1/restore`,
      { json: { basedOn: 1 } },
    );
    expect(restore.status).toBe(404);
    expect(await versionsOf(made.historyId)).toHaveLength(1);
  });

  it("a restore based on a version the item moved on from is refused in Portuguese, and nothing changes", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Primeiro texto." });
    const made = await generated(user, "prompt", brand);
    const restore = `/api/history/${made.historyId}/versions/1/restore`;

    // Two tabs showed version 1: the first restore lands, the second is stale.
    const first = await user.client.json<{ number: number }>(restore, { json: { basedOn: 1 } });
    expect([first.status, first.body.number]).toEqual([201, 2]);
    const second = await user.client.json<{ code: string; message: string }>(restore, {
      json: { basedOn: 1 },
    });
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      "STALE_VERSION",
      STALE_VERSION,
    ]);
    expect((await versionsOf(made.historyId)).map((v) => [v.number, v.made])).toEqual([
      [1, "generated"],
      [2, "restored"],
    ]);
    const item = await user.client.json<HistoryItem>(`/api/history/${made.historyId}`);
    expect(item.body.version).toBe(2);
  });

  it("a restore that does not say the version it is based on is a Portuguese 400", async () => {
    const user = await subscriber(app.server);
    app.fake.enqueue({ content: "Texto." });
    const made = await generated(user, "prompt", brand);
    for (const json of [{}, { basedOn: 0 }, { basedOn: "1" }]) {
      const refused = await user.client.json<{ message: string }>(
        `/api/history/${made.historyId}/versions/1/restore`,
        { json },
      );
      expect(refused.status).toBe(400);
    }
    expect(await versionsOf(made.historyId)).toHaveLength(1);
  });
});
