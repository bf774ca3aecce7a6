import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, setFlags } from "../../../tests/helpers/factories.ts";
import { startPagesServer } from "../../../tests/helpers/pages-server.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { type CreatedShareLink, MAX_ACTIVE_SHARES } from "../../shared/approval.ts";
import { LINK_UNAVAILABLE } from "../../shared/approval-rules.ts";
import { approvalLinks, rateLimits } from "../db/schema/index.ts";
import { CLIENT_PER_ADDRESS, CLIENT_PER_LINK, perAddressKey, perLinkKey } from "./rate-limits.ts";

let server: TestServer;
// The same app on the same database, with a stand-in build: it serves /aprovacao/<token>.
let pages: Awaited<ReturnType<typeof startPagesServer>>;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
  pages = await startPagesServer(server.deps);
});
afterAll(async () => {
  await pages.close();
  await server.close();
});

async function sharedPlan() {
  const owner = await createUser(server);
  const { plan, posts } = await seedPlan(server.db, owner.id);
  const share = () =>
    owner.client.json<CreatedShareLink>(`/api/plans/${plan.id}/shares`, {
      json: { expiresIn: "30" },
    });
  const link = (await share()).body;
  return { owner, plan, posts, share, link, token: link.url.split("/aprovacao/")[1]! };
}

let address = 0;
/** A client with no session, from an address of its own (the server trusts one proxy). */
function visitor() {
  const forwardedFor = `198.51.100.${++address}`;
  const headers = { "x-forwarded-for": forwardedFor };
  const client = server.client();
  return {
    address: forwardedFor,
    page: (token: string) => pages.client().request(`/aprovacao/${token}`, { headers }),
    read: (token: string) =>
      client.json<{ message?: string }>(`/api/approval/${token}`, { headers }),
    approve: (token: string, postId: string) =>
      client.json<{ message?: string }>(`/api/approval/${token}/posts/${postId}/approve`, {
        json: { name: "Ana" },
        headers,
      }),
  };
}

describe("the 10 active links of a plan", () => {
  it("are never passed by creations sent at once", async () => {
    const { owner, plan } = await sharedPlan();
    const answers = await Promise.all(
      Array.from({ length: 3 * MAX_ACTIVE_SHARES }, () =>
        owner.client.request(`/api/plans/${plan.id}/shares`, { json: { expiresIn: "7" } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    // One link was made by sharedPlan already.
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ACTIVE_SHARES - 1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2 * MAX_ACTIVE_SHARES + 1);
    const active = await server.db.$count(
      approvalLinks,
      and(eq(approvalLinks.planId, plan.id), isNull(approvalLinks.revokedAt)),
    );
    expect(active).toBe(MAX_ACTIVE_SHARES);
  });
});

describe("a banned owner's links", () => {
  it("open nothing, on the page and the API alike, until the ban is lifted", async () => {
    const { owner, posts, token } = await sharedPlan();
    const client = visitor();
    expect((await client.page(token)).status).toBe(200);
    await setFlags(server.db, owner.id, { isBanned: true });

    const page = await client.page(token);
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const read = await client.read(token);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(LINK_UNAVAILABLE);
    const approve = await client.approve(token, posts[0]!.id);
    expect(approve.status).toBe(404);
    expect(approve.body.message).toBe(LINK_UNAVAILABLE);

    await setFlags(server.db, owner.id, { isBanned: false });
    expect((await client.read(token)).status).toBe(200);
  });
});

describe("the client's page /aprovacao/<token>", () => {
  const fill = (key: string, count: number) =>
    server.db.insert(rateLimits).values({ key, windowStart: new Date(), count });
  const countOf = async (key: string) =>
    (await server.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count ?? 0;

  it("counts every visit against the address's approval limit, unknown tokens included", async () => {
    const client = visitor();
    expect((await client.page("A".repeat(43))).status).toBe(404);
    expect((await client.page("curto")).status).toBe(404);
    expect(await countOf(perAddressKey(client.address))).toBe(2);
  });

  it("answers 429 with Retry-After to an address past its limit, and still to no other", async () => {
    const { token } = await sharedPlan();
    const guesser = visitor();
    await fill(perAddressKey(guesser.address), CLIENT_PER_ADDRESS.limit);
    for (const path of [token, "A".repeat(43)]) {
      const page = await guesser.page(path);
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(page.headers.get("x-robots-tag")).toBe("noindex");
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    }
    expect((await visitor().page(token)).status).toBe(200);
  });

  it("answers 429 on a link past its limit, to every address", async () => {
    const { link, token } = await sharedPlan();
    await fill(perLinkKey(link.id), CLIENT_PER_LINK.limit);
    expect((await visitor().page(token)).status).toBe(429);
    expect((await visitor().read(token)).status).toBe(429);
  });
});
