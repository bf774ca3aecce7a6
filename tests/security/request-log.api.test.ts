import { randomBytes } from "node:crypto";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedShareLink } from "../../src/shared/approval.ts";
import { createUser } from "../helpers/factories.ts";
import { startPagesServer } from "../helpers/pages-server.ts";
import { seedPlan } from "../helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
let pages: Awaited<ReturnType<typeof startPagesServer>>;
const lines: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // The log as an operator reads it: every info line.
  const logger = pino({ level: "info", base: undefined }, { write: (line) => lines.push(line) });
  pages = await startPagesServer({ ...server.deps, logger });
});
afterAll(async () => {
  await pages.close();
  await server.close();
});

const requestLines = () =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((l) => l.msg === "request");

/** An owner with a plan and its calendar feed; a visitor, and the owner's own browser. */
async function ownerWithFeed() {
  const owner = await createUser(server);
  const { plan, posts } = await seedPlan(server.db, owner.id, { posts: 2 });
  const feed = await owner.client.json<{ url: string }>(`/api/plans/${plan.id}/feed`, {
    method: "POST",
  });
  const feedToken = feed.body.url.match(/\/feed\/([^/]+)\.ics$/)![1]!;
  const member = pages.client();
  for (const [name, value] of owner.client.cookies) member.cookies.set(name, value);
  return { owner, plan, posts, feedToken, visitor: pages.client(), member };
}

describe("the request log", () => {
  it("names the route that answered and never holds a token of an approval link, a feed, an e-mail link or a query string", async () => {
    const { owner, plan, posts, feedToken, visitor, member } = await ownerWithFeed();
    const shared = await owner.client.json<CreatedShareLink>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "7" },
    });
    const approvalToken = shared.body.url.split("/aprovacao/")[1]!;
    const secret = randomBytes(24).toString("base64url");

    // An e-mail's link, opened without following its redirect.
    const link = (path: string) => fetch(`${pages.url}${path}`, { redirect: "manual" });
    const answers = [
      await visitor.request(`/api/approval/${approvalToken}`),
      await visitor.request(`/api/approval/${approvalToken}/posts/${posts[0]!.id}/approve`, {
        json: { name: "Cliente Feliz" },
      }),
      await visitor.request(`/aprovacao/${approvalToken}`),
      await visitor.request(`/feed/${feedToken}.ics`),
      await visitor.request(`/feed/${feedToken}.ics/`),
      await link(`/api/auth/reset-password/${secret}?callbackURL=/auth/nova-senha`),
      await link(`/api/auth/verify-email?token=${secret}`),
      await member.request(`/api/history?q=${secret}`),
      await member.request(`/history?busca=${secret}`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 404, 302, 302, 200, 200]);

    const log = lines.join("");
    for (const token of [approvalToken, feedToken, secret]) expect(log).not.toContain(token);
    expect(requestLines().map((l) => l.route)).toEqual([
      "/api/approval/:token",
      "/api/approval/:token/posts/:postId/approve",
      "/aprovacao/:token{.+}",
      "/feed/:file",
      "/*",
      "/api/auth/reset-password/:token",
      "/api/auth/verify-email",
      "/api/history",
      "/*",
    ]);
  });

  it("logs the path of a 404 no route knows, its tokens and query values redacted, and no other path", async () => {
    const { feedToken, visitor, member } = await ownerWithFeed();
    const secret = randomBytes(32).toString("base64url");
    lines.length = 0;

    const answers = [
      await visitor.request("/planoss/estrategias-de-marketing"),
      await visitor.request(`/feed/${feedToken}.ics/`),
      await visitor.request(`/api/nada/${secret}?token=${secret}&busca=cliente`),
      await member.request(`/aprovacao-antiga/${secret}`),
      await member.request("/api/history/00000000-0000-4000-8000-000000000000"),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);

    const log = lines.join("");
    for (const token of [feedToken, secret]) expect(log).not.toContain(token);
    expect(log).not.toContain("cliente");
    expect(requestLines().map((l) => [l.route, l.path])).toEqual([
      ["/*", "/planoss/estrategias-de-marketing"],
      ["/*", "/feed/[redacted]/"],
      ["/api/*", "/api/nada/[redacted]?token=[redacted]&busca=[redacted]"],
      ["/*", "/aprovacao-antiga/[redacted]"],
      // A route that knows the path answered: its name is enough, the path is not logged.
      ["/api/history/:id", undefined],
    ]);
  });
});
