import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createPlan, createUser, type TestUser } from "../../../tests/helpers/factories.ts";
import { eventOf, field, postUid } from "../../../tests/helpers/ics.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { parseRows } from "../db/client.ts";
import { planFeeds, planPosts } from "../db/schema/index.ts";
import { FEED_NOT_FOUND, FEED_PER_ADDRESS, FEED_PER_TOKEN } from "./feed-routes.ts";

// Behind one trusted proxy, so each rate-limit case picks its own client address.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterAll(() => server.close());

type FeedLinks = { url: string; webcalUrl: string; createdAt: string };

async function planOf(user: TestUser, options?: Parameters<typeof createPlan>[2]) {
  return createPlan(server.db, user.id, options);
}

async function publish(user: TestUser, planId: string) {
  const answer = await user.client.json<FeedLinks>(`/api/plans/${planId}/feed`, { method: "POST" });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A calendar app's poll: no cookie, no Origin, from the address it gives. */
const poll = (url: string, address = "198.51.100.10") =>
  fetch(url, { headers: { "x-forwarded-for": address } });

const tokenOf = (links: FeedLinks) => links.url.match(/\/feed\/([^/]+)\.ics$/)?.[1] ?? "";

describe("plan downloads", () => {
  it("downloads the plan as .ics: one all-day event per post, named from the plan", async () => {
    const user = await createUser(server);
    const plan = await planOf(user, {
      title: "Plano de Conteúdo: Pão & Café!",
      posts: [
        {
          date: "2026-12-04",
          format: "Carrossel",
          theme: "Fermentação natural",
          hook: "Sabe quanto tempo leva?",
          callToAction: "Salve este post",
          status: "aprovado",
          notes: "Fotos da fornada das 5h",
          commercialDate: "Natal",
        },
        { date: "2026-12-08" },
      ],
    });
    const response = await user.client.request(`/api/plans/${plan.id}/export.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="plano-de-conteudo-pao-cafe.ics"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const [first] = plan.posts;
    const event = eventOf(ics, postUid(first?.id ?? ""));
    expect(field(event, "DTSTART")).toBe("20261204");
    expect(field(event, "DTEND")).toBe("20261205");
    expect(field(event, "SEQUENCE")).toBe("0");
    expect(event).toContain("SUMMARY:Instagram · Carrossel: Fermentação natural");
    expect(event).toContain(
      "DESCRIPTION:Gancho: Sabe quanto tempo leva?\\nChamada para ação: Salve este post\\nStatus: Aprovado\\nData comemorativa: Natal\\nNotas: Fotos da fornada das 5h",
    );
  });

  it("reflects an edit: a moved post keeps its UID, with the new date and a higher SEQUENCE", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const post = plan.posts[0]!;
    const uid = postUid(post.id);
    const before = eventOf(
      await (await user.client.request(`/api/plans/${plan.id}/export.ics`)).text(),
      uid,
    );

    // What an edit through the plan's API does to the row.
    await server.db
      .update(planPosts)
      .set({
        date: "2026-12-24",
        sequence: sql`${planPosts.sequence} + 1`,
        updatedAt: new Date(post.updatedAt.getTime() + 60_000),
      })
      .where(eq(planPosts.id, post.id));

    const after = eventOf(
      await (await user.client.request(`/api/plans/${plan.id}/export.ics`)).text(),
      uid,
    );
    expect(field(before, "DTSTART")).toBe("20261201");
    expect(field(after, "DTSTART")).toBe("20261224");
    expect(Number(field(after, "SEQUENCE"))).toBeGreaterThan(Number(field(before, "SEQUENCE")));
    expect(field(after, "LAST-MODIFIED")! > field(before, "LAST-MODIFIED")!).toBe(true);
  });

  it("downloads the plan as .csv for Brazilian Excel, formulas neutralised", async () => {
    const user = await createUser(server);
    const plan = await planOf(user, {
      title: "Plano Verão",
      posts: [{ date: "2026-12-07", theme: '=HYPERLINK("x")', status: "publicado" }],
    });
    const response = await user.client.request(`/api/plans/${plan.id}/export.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="plano-verao.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      '"Data";"Dia";"Canal";"Formato";"Tema";"Gancho";"Chamada para ação";"Data comemorativa";"Status";"Notas";"Legenda";"Arquivos da arte"',
    );
    expect(lines[1]).toBe(
      '"07/12/2026";"segunda-feira";"Instagram";"Reels";"\'=HYPERLINK(""x"")";"";"";"";"Publicado";"";"";""',
    );
  });
});

describe("the plan's calendar feed", () => {
  it("publishes a secret URL that works without a session, and says it is active", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    expect((await user.client.json(`/api/plans/${plan.id}/feed`)).body).toEqual({
      active: false,
      createdAt: null,
    });

    const links = await publish(user, plan.id);
    expect(links.url).toMatch(new RegExp(`^${server.url}/feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(links.webcalUrl).toBe(links.url.replace(/^http:/, "webcal:"));
    const status = await user.client.json(`/api/plans/${plan.id}/feed`);
    expect(status.body).toEqual({ active: true, createdAt: links.createdAt });
    // The status never repeats the URL: it was shown once.
    expect(JSON.stringify(status.body)).not.toContain(tokenOf(links));

    const response = await poll(links.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics).toContain("X-WR-CALNAME:Plano de Conteúdo: Padaria Pão Quente");
    expect(ics).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("answers with noindex, no referrer, a short private cache and never a cookie", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const links = await publish(user, plan.id);
    // Even a browser that carries the owner's session gets no cookie back.
    const withSession = await user.client.request(new URL(links.url).pathname);
    const unknown = await poll(`${server.url}/feed/${randomBytes(32).toString("base64url")}.ics`);
    for (const response of [await poll(links.url), withSession, unknown]) {
      expect(response.headers.get("x-robots-tag")).toContain("noindex");
      expect(response.headers.get("referrer-policy")).toBe("no-referrer");
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("cache-control")).toBe("private, max-age=300");
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });

  it("stores only the token's SHA-256, nowhere in clear", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const token = tokenOf(await publish(user, plan.id));
    expect((await poll(`${server.url}/feed/${token}.ics`)).status).toBe(200);
    const [row] = await server.db.select().from(planFeeds).where(eq(planFeeds.planId, plan.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    const [counts] = await parseRows(
      server.db,
      z.object({ found: z.coerce.number() }),
      sql`select (select count(*) from plan_feeds where plan_feeds::text like ${`%${token}%`})
         + (select count(*) from rate_limits where key like ${`%${token}%`}) as found`,
    );
    expect(counts?.found).toBe(0);
  });

  it("answers 404 to an unknown, malformed or extensionless token", async () => {
    const user = await createUser(server);
    const token = tokenOf(await publish(user, (await planOf(user)).id));
    for (const path of [
      `/feed/${randomBytes(32).toString("base64url")}.ics`,
      `/feed/${token.slice(0, -1)}.ics`,
      `/feed/${token}`,
      `/feed/${token}.csv`,
    ]) {
      const response = await poll(server.url + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: FEED_NOT_FOUND });
    }
  });

  it("regenerating the URL makes the old one 404 and the new one work", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const old = await publish(user, plan.id);
    const renewed = await publish(user, plan.id);
    expect(renewed.url).not.toBe(old.url);
    expect((await poll(old.url)).status).toBe(404);
    expect((await poll(renewed.url)).status).toBe(200);
  });

  it("revoking the URL makes it 404 and the feed inactive", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const links = await publish(user, plan.id);
    const revoked = await user.client.request(`/api/plans/${plan.id}/feed`, { method: "DELETE" });
    expect(revoked.status).toBe(204);
    expect((await poll(links.url)).status).toBe(404);
    expect((await user.client.json(`/api/plans/${plan.id}/feed`)).body).toEqual({
      active: false,
      createdAt: null,
    });
  });

  it("follows every edit of the plan on the next poll", async () => {
    const user = await createUser(server);
    const plan = await planOf(user);
    const links = await publish(user, plan.id);
    await server.db.delete(planPosts).where(eq(planPosts.id, plan.posts[0]!.id));
    const ics = await (await poll(links.url)).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).not.toContain(plan.posts[0]!.id);
  });

  it("stops serving the feed of a banned owner", async () => {
    const user = await createUser(server);
    const links = await publish(user, (await planOf(user)).id);
    await server.db.execute(sql`update profiles set is_banned = true where id = ${user.id}`);
    expect((await poll(links.url)).status).toBe(404);
  });
});

describe("who may use a plan's exports", () => {
  const ownerRoutes = (planId: string) =>
    [
      ["GET", `/api/plans/${planId}/export.ics`],
      ["GET", `/api/plans/${planId}/export.csv`],
      ["GET", `/api/plans/${planId}/feed`],
      ["POST", `/api/plans/${planId}/feed`],
      ["DELETE", `/api/plans/${planId}/feed`],
    ] as const;

  it("answers 404 to another account on every owner route, and changes nothing", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const plan = await planOf(owner);
    const links = await publish(owner, plan.id);
    for (const [method, path] of ownerRoutes(plan.id)) {
      const answer = await other.client.json(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ code: "NOT_FOUND", message: "Plano não encontrado." });
    }
    expect((await poll(links.url)).status).toBe(200);
  });

  it("answers 404 to an unknown or malformed plan id, and 401 without a session", async () => {
    const user = await createUser(server);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
      for (const [method, path] of ownerRoutes(id)) {
        expect((await user.client.request(path, { method })).status, `${method} ${path}`).toBe(404);
      }
    }
    const plan = await planOf(user);
    for (const [method, path] of ownerRoutes(plan.id)) {
      expect((await server.client().request(path, { method })).status).toBe(401);
    }
  });
});

describe("the feed's rate limits", () => {
  it("refuses an address past its limit with a Portuguese 429, and only that address", async () => {
    const guess = () => `${server.url}/feed/${randomBytes(32).toString("base64url")}.ics`;
    for (let i = 0; i < FEED_PER_ADDRESS.limit; i++) {
      expect((await poll(guess(), "198.51.100.20")).status).toBe(404);
    }
    const refused = await poll(guess(), "198.51.100.20");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Muitas solicitações\. Aguarde \d+ segundos e tente novamente\.$/,
    );
    expect((await poll(guess(), "198.51.100.21")).status).toBe(404);
  });

  it("refuses a token polled past its limit, from any address, and leaves other feeds alone", async () => {
    const user = await createUser(server);
    const busy = await publish(user, (await planOf(user)).id);
    const quiet = await publish(user, (await planOf(user)).id);
    for (let i = 0; i < FEED_PER_TOKEN.limit; i++) {
      expect((await poll(busy.url, `203.0.113.${i % 50}`)).status).toBe(200);
    }
    expect((await poll(busy.url, "203.0.113.200")).status).toBe(429);
    expect((await poll(quiet.url, "203.0.113.200")).status).toBe(200);
  });
});
