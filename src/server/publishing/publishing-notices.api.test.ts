// Depends on the engine: the publishing jobs run through pg-boss over PGlite's one connection or a PostgreSQL pool, and the post's triggers are plpgsql.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { CAPTION, ONE_IMAGE, publishingSetup } from "../../../tests/helpers/publishing.ts";
import type { NotificationList } from "../../shared/notifications.ts";
import { planPosts, postPublications } from "../db/schema/index.ts";
import { PUBLISH_QUEUE } from "./job.ts";

/*
 * What publishing tells and records (decisions 061, 063): who scheduled a post hears it was
 * published or failed, and the post becomes "Publicado" by them, as "Publicar agora" marks it,
 * whether they scheduled it or the plan's "Publicar quando o cliente aprovar" did; an account
 * whose token stops working reaches whoever schedules for its brand, and no one else; each
 * attempt is in the publication's history.
 */

const setup = publishingSetup();
let { server, graph, team, steps } = setup;
beforeAll(() => {
  ({ server, graph, team, steps } = setup);
});
beforeAll(async () => {
  await team.owner.client.request(await steps.connect(team.owner));
});

const bell = async (user: TestUser) =>
  (await user.client.json<NotificationList>("/api/notifications")).body.items;

const postRow = async (postId: string) =>
  (await server.db.select().from(planPosts).where(eq(planPosts.id, postId)))[0]!;

describe("what a publication tells", () => {
  it("tells who scheduled it that it was published, and marks the post Publicado by them", async () => {
    const editor = await team.join("editor", null, "Edu Editor");
    const place = await steps.approvedPost({ channel: "facebook", theme: "Pão de queijo" });
    expect((await steps.schedule(editor, place)).status).toBe(200);
    const ended = await steps.settled(place);
    expect(ended.status).toBe("published");
    expect(ended.attempts).toEqual([
      { startedAt: expect.any(String), result: "published", reason: null },
    ]);
    const post = await postRow(place.postId);
    expect(post).toMatchObject({ status: "publicado", publishedBy: editor.id });
    expect(post.publishedAt).toBeInstanceOf(Date);
    expect(await bell(editor)).toEqual([
      expect.objectContaining({
        kind: "published",
        title: "“Pão de queijo” foi publicado",
        url: `/planos/${place.planId}?post=${place.postId}`,
      }),
    ]);
    expect((await bell(team.owner)).filter((n) => n.kind === "published")).toEqual([]);
  });

  it("tells who scheduled it that it failed, with Meta's reason, and keeps the attempt", async () => {
    const editor = await team.join("editor", null, "Fia Falha");
    graph.state.refusedCaption = "RECUSADA";
    const place = await steps.approvedPost({
      art: ONE_IMAGE,
      theme: "Recusado",
      caption: { ...CAPTION, caption: "Legenda RECUSADA" },
    });
    expect((await steps.schedule(editor, place)).status).toBe(200);
    const ended = await steps.settled(place);
    graph.state.refusedCaption = "";
    expect(ended.status).toBe("failed");
    expect(ended.attempts).toEqual([
      { startedAt: expect.any(String), result: "failed", reason: ended.reason },
    ]);
    expect((await postRow(place.postId)).status).toBe("aprovado");
    const [notice] = await bell(editor);
    expect(notice).toMatchObject({
      kind: "publish_failed",
      title: "“Recusado” não foi publicado",
      body: ended.reason,
    });
  });

  it("publishes what the client approves as the member who turned the switch on", async () => {
    const editor = await team.join("editor", null, "Ari Automático");
    const place = await steps.approvedPost({
      status: "em_producao",
      theme: "Automático",
      art: ONE_IMAGE,
    });
    const on = await editor.client.json(`/api/publishing/plans/${place.planId}`, {
      method: "PATCH",
      json: { publishOnApproval: true, postingTimes: { instagram: "00:00" } },
    });
    expect(on.status).toBe(200);
    await server.db
      .update(planPosts)
      .set({ status: "aprovado" })
      .where(eq(planPosts.id, place.postId));
    const [publication] = await server.db
      .select()
      .from(postPublications)
      .where(eq(postPublications.postId, place.postId));
    expect(publication).toMatchObject({ status: "scheduled", scheduledBy: editor.id });
    // The due sweep (every minute) sends its job; sent here so as not to wait for the tick.
    await server.deps.jobs.boss.send(PUBLISH_QUEUE, { publicationId: publication!.id });
    expect((await steps.settled(place)).status).toBe("published");
    expect(await postRow(place.postId)).toMatchObject({
      status: "publicado",
      publishedBy: editor.id,
    });
    expect((await bell(editor)).map((n) => n.kind)).toEqual(["published"]);
  });

  it("tells whoever schedules for the brand to reconnect, and not a reader nor another brand's member", async () => {
    const editor = await team.join("editor", [team.brandId], "Rita Reconecta");
    const limited = await team.join("editor", [team.otherBrandId], "Lia Limitada");
    const reader = await team.join("reader", null, "Rui Leitor");
    const place = await steps.approvedPost({ art: ONE_IMAGE });
    graph.failNext(/\/media$/, 400, { message: "Error validating access token", code: 190 });
    expect((await steps.schedule(team.owner, place)).status).toBe(200);
    const ended = await steps.settled(place);
    expect(ended.status).toBe("reconnect");
    expect(ended.attempts.map((a) => a.result)).toEqual(["reconnect"]);
    const reconnect = (items: NotificationList["items"]) =>
      items.filter((n) => n.kind === "account_reconnect");
    for (const member of [team.owner, editor]) {
      expect(reconnect(await bell(member))).toEqual([
        expect.objectContaining({
          title: "Reconecte @padaria.aurora (Instagram)",
          url: `/marcas/${team.brandId}`,
        }),
      ]);
    }
    expect(reconnect(await bell(limited))).toEqual([]);
    expect(reconnect(await bell(reader))).toEqual([]);
    await team.owner.client.request(await steps.connect(team.owner));
  });
});
