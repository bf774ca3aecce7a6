// Depends on the engine: the publishing jobs run through pg-boss over PGlite's one connection or a PostgreSQL pool, and the post's trigger is plpgsql.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FAKE_IDS } from "../../../tests/fakes/fake-graph.ts";
import { createUser, makeAdmin } from "../../../tests/helpers/factories.ts";
import { dayFromToday } from "../../../tests/helpers/plans.ts";
import { CAPTION, ONE_IMAGE, publishingSetup } from "../../../tests/helpers/publishing.ts";
import type {
  AdminPublishingFailure,
  ConnectedAccount,
  PlanPublishing,
} from "../../shared/publishing.ts";
import { connectedAccounts, planPosts, postPublications } from "../db/schema/index.ts";

/*
 * Publishing to Instagram and a Facebook Page (decision 063) against a local fake of the Graph
 * API that fetches every image it is given: connecting through OAuth with a single-use state,
 * tokens sealed and never answered, a carousel published once with its permalink, and each
 * failure in its class: an expired token, a refused caption, a 500, the daily limit.
 */

const setup = publishingSetup();
let { server, graph, team, steps } = setup;
beforeAll(() => {
  ({ server, graph, team, steps } = setup);
});

describe("connecting a brand's accounts", () => {
  it("goes through Meta's login with a single-use state, and answers accounts without tokens", async () => {
    const editor = await team.join("editor", null, "Edu Editor");
    const refused = await editor.client.request(`/api/publishing/brands/${team.brandId}/connect`, {
      method: "POST",
    });
    expect(refused.status).toBe(403);

    const callback = await steps.connect(team.owner);
    // Another member cannot use the owner's state.
    const stolen = await editor.client.request(callback);
    expect(stolen.url).toContain("/marcas?conexao=estado");
    const done = await team.owner.client.request(callback);
    expect(done.url).toContain(`/marcas/${team.brandId}?conexao=conectada`);
    // Used once.
    expect((await team.owner.client.request(callback)).url).toContain("/marcas?conexao=estado");

    const listed = await editor.client.json<ConnectedAccount[]>(
      `/api/publishing/brands/${team.brandId}/accounts`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((a) => [a.network, a.name, a.test, a.status])).toEqual([
      ["facebook", FAKE_IDS.pageName, false, "connected"],
      ["instagram", `@${FAKE_IDS.username}`, false, "connected"],
    ]);
    const text = JSON.stringify(listed.body);
    expect(text).not.toContain(graph.tokens.page);
    expect(text).not.toContain("sealed");

    // Sealed at rest: the database holds no token in clear.
    const rows = await server.db.select().from(connectedAccounts);
    for (const row of rows) {
      expect(row.tokenSealed).not.toContain(graph.tokens.page);
      expect(row.userTokenSealed).not.toContain(graph.tokens.longUser);
    }
    // Nor does the account's data export.
    const exported = await team.owner.client.request("/api/account/export");
    const dump = await exported.text();
    expect(dump).not.toContain(graph.tokens.page);
    expect(dump).not.toContain(rows[0]!.tokenSealed!);
  });
});

describe("publishing a post", () => {
  it("publishes a carousel once, with its permalink, from the post's PNGs", async () => {
    const place = await steps.approvedPost();
    const scheduled = await steps.schedule(team.owner, place);
    expect(scheduled.status).toBe(200);
    const published = await steps.settled(place);
    expect(published.status).toBe("published");
    expect(published.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/m\d+\/$/);
    const item = [...graph.media.values()].find((m) => m.permalink === published.permalink)!;
    expect(item.children).toBe(3);
    expect(item.caption).toContain("Pão de fermentação natural");
    // Each slide fetched by the fake is the post's own slide.
    for (const n of [1, 2, 3]) {
      const own = await team.owner.client.request(
        `/api/plans/${place.planId}/posts/${place.postId}/slides/${n}`,
      );
      const bytes = new Uint8Array(await own.arrayBuffer());
      const [row] = await server.db
        .select({ id: postPublications.id })
        .from(postPublications)
        .where(eq(postPublications.postId, place.postId));
      const got = graph.fetched.find((f) => f.url.includes(`/media/${row!.id}/${n}?`));
      expect(Buffer.from(got!.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
    // Scheduling it again is refused: the post is "Publicado" now, and were it approved
    // again, its publication stays published: never twice.
    expect((await steps.schedule(team.owner, place)).status).toBe(422);
    await server.db
      .update(planPosts)
      .set({ status: "aprovado" })
      .where(eq(planPosts.id, place.postId));
    expect((await steps.schedule(team.owner, place)).status).toBe(409);
    expect([...graph.media.values()].filter((m) => m.caption === item.caption)).toHaveLength(1);
  });

  it("publishes to the Page with its photos and the caption", async () => {
    const place = await steps.approvedPost({ channel: "facebook" });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const published = await steps.settled(place);
    expect(published.status).toBe("published");
    const post = [...graph.pagePosts.values()].find((p) => p.permalink === published.permalink)!;
    expect(post.photos).toHaveLength(3);
    expect(post.message).toContain("Pão de fermentação natural");
  });

  it("refuses to schedule what is not ready, and a member limited to another brand", async () => {
    const draft = await steps.approvedPost({ status: "ideia" });
    const notApproved = await steps.schedule(team.owner, draft);
    expect(notApproved.status).toBe(422);
    expect(notApproved.body).toMatchObject({ message: expect.stringContaining("aprovado") });
    const limited = await team.join("editor", [team.otherBrandId], "Lia Limitada");
    const place = await steps.approvedPost();
    expect((await steps.schedule(limited, place)).status).toBe(404);
    const reader = await team.join("reader", null, "Rui Leitor");
    expect((await steps.schedule(reader, place)).status).toBe(403);
    const rows = await server.db
      .select()
      .from(postPublications)
      .where(eq(postPublications.postId, place.postId));
    expect(rows).toEqual([]);
  });

  it("takes back the schedule when an approved post changes", async () => {
    const place = await steps.approvedPost({ date: dayFromToday(2) });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    await server.db
      .update(planPosts)
      .set({ caption: { ...CAPTION, caption: "Outra legenda" } })
      .where(eq(planPosts.id, place.postId));
    const answer = await team.owner.client.json<PlanPublishing>(
      `/api/publishing/plans/${place.planId}`,
    );
    expect(answer.body.publications).toEqual([]);
  });

  it("marks the account 'Reconectar' when Meta says the token expired", async () => {
    const place = await steps.approvedPost();
    graph.failNext(/\/media$/, 400, { message: "Error validating access token", code: 190 });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const ended = await steps.settled(place);
    expect(ended.status).toBe("reconnect");
    expect(ended.reason).toContain("reconecte a conta");
    const accounts = await team.owner.client.json<ConnectedAccount[]>(
      `/api/publishing/brands/${team.brandId}/accounts`,
    );
    expect(accounts.body.find((a) => a.network === "instagram")?.status).toBe("reconnect");
    // Reconnecting brings it back.
    await team.owner.client.request(await steps.connect(team.owner));
  });

  it("fails with Meta's reason in Portuguese when the caption is refused", async () => {
    graph.state.refusedCaption = "RECUSADA";
    const place = await steps.approvedPost({
      art: ONE_IMAGE,
      caption: { ...CAPTION, caption: "Legenda RECUSADA" },
    });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const ended = await steps.settled(place);
    graph.state.refusedCaption = "";
    expect(ended.status).toBe("failed");
    expect(ended.reason).toBe(
      "O Instagram recusou a legenda: ela passou do limite (2.200 caracteres, 30 hashtags ou 20 menções). Encurte a legenda e agende de novo.",
    );
    // The platform's admin sees it among the failures, with its reason; a member does not.
    const admin = await createUser(server, { name: "Ana Admin" });
    await makeAdmin(server.db, admin.id);
    const failures = await admin.client.json<AdminPublishingFailure[]>("/api/admin/publishing");
    expect(failures.body.find((f) => f.reason === ended.reason)).toMatchObject({
      workspaceName: "Agência Aurora",
      brandName: "Cliente Um",
      status: "failed",
    });
    expect((await team.owner.client.request("/api/admin/publishing")).status).toBe(403);
  });

  it("retries a 500 and publishes once", async () => {
    const place = await steps.approvedPost({ art: ONE_IMAGE });
    graph.failNext(/\/media_publish$/, 500);
    const before = graph.media.size;
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const ended = await steps.settled(place);
    expect(ended.status).toBe("published");
    expect(graph.media.size).toBe(before + 1);
  });

  it("posts to the Page once when Meta's answer to the post was lost", async () => {
    const place = await steps.approvedPost({ channel: "facebook", theme: "Resposta perdida" });
    graph.loseAnswer(/\/feed$/);
    const before = graph.pagePosts.size;
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const ended = await steps.settled(place);
    expect(ended.status).toBe("published");
    // The retry found the post holding our photo on the Page, and did not post again.
    expect(graph.pagePosts.size).toBe(before + 1);
    expect(ended.permalink).toBe([...graph.pagePosts.values()].at(-1)?.permalink);
    expect(graph.calls.filter((c) => c.method === "POST" && c.path.endsWith("/feed"))).toHaveLength(
      before + 1,
    );
  });

  it("waits with a clear status when the daily limit is reached", async () => {
    graph.state.limit = { used: 100, total: 100 };
    const place = await steps.approvedPost({ art: ONE_IMAGE });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const waiting = await steps.settled(place, ["waiting_limit", "published", "failed"]);
    graph.state.limit = { used: 0, total: 100 };
    expect(waiting.status).toBe("waiting_limit");
    expect(waiting.reason).toContain("limite de publicações");
  });
});
