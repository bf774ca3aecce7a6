import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRIPE_WEBHOOK_PATH } from "../../src/server/billing/routes.ts";
import { contentHistory } from "../../src/server/db/schema/index.ts";
import { createPlan, createUser } from "../helpers/factories.ts";
import { startPagesServer } from "../helpers/pages-server.ts";
import { TestClient } from "../helpers/test-client.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { isPortuguese } from "./portuguese.ts";
import { routeKey, routeMatrix } from "./route-matrix.ts";
import { rowCounts } from "./row-counts.ts";

const PUBLIC_HTTPS = "https://app.exemplo.com.br";

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null) {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The session cookie's Set-Cookie line from a sign-up answer. */
async function sessionSetCookie(client: TestClient) {
  const response = await client.request("/api/auth/sign-up/email", {
    json: {
      name: "Cookie Pereira",
      email: `cookie-${Date.now()}@exemplo.com.br`,
      password: "segredo1",
    },
  });
  expect(response.status).toBe(200);
  const line = response.headers.getSetCookie().find((c) => c.includes("session_token="));
  expect(line, "a session cookie is set").toBeDefined();
  return line!;
}

let server: TestServer;
let https: TestServer;
let httpsClient: () => TestClient;
beforeAll(async () => {
  [server, https] = await Promise.all([
    startTestServer(),
    startTestServer({ APP_URL: PUBLIC_HTTPS }),
  ]);
  // A proxy terminates TLS in front of the app: the browser's origin is the public https one.
  httpsClient = () => {
    const client = new TestClient(`http://127.0.0.1:${https.env.PORT}`);
    const request = client.request.bind(client);
    client.request = (path, options = {}) =>
      request(path, { ...options, headers: { origin: PUBLIC_HTTPS, ...options.headers } });
    return client;
  };
});
afterAll(() => Promise.all([server.close(), https.close()]));

describe("security headers", () => {
  it.each(["/", "/api/health", "/api/nao-existe"])(
    "%s carries a strict CSP, nosniff and a referrer policy, and no HSTS over http",
    async (path) => {
      const response = await server.client().request(path);
      const csp = directives(response.headers.get("content-security-policy"));
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("served over https, every answer carries HSTS", async () => {
    for (const path of ["/", "/api/health"]) {
      const response = await httpsClient().request(path);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    }
  });

  it("the SPA's HTML has no inline script the CSP would have to allow", async () => {
    const html = await (await server.client().request("/")).text();
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
    expect(inline.map((m) => m[1]!.trim()).filter(Boolean)).toEqual([]);
  });
});

describe("compression", () => {
  it("a large answer is gzipped for a client that accepts it, plain for one that does not", async () => {
    const user = await createUser(server);
    await server.db.insert(contentHistory).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: user.id,
        contentType: "prompt" as const,
        title: `Prompt ${i}`,
        content: "Conteúdo longo de marketing. ".repeat(20),
      })),
    );
    const gzipped = await user.client.request("/api/history", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toContain("Accept-Encoding");
    const plain = await user.client.request("/api/history", {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    expect(await gzipped.json()).toEqual(await plain.json());
  });
});

describe("caching of pages", () => {
  it("a signed-in page, with its data, is never stored (Back after sign-out shows nothing); a visitor's page is revalidated as before", async () => {
    const pages = await startPagesServer(server.deps);
    try {
      const user = await createUser(server);
      const plan = await createPlan(server.db, user.id);
      const member = pages.client();
      for (const [name, value] of user.client.cookies) member.cookies.set(name, value);
      for (const path of ["/history", `/planos/${plan.id}`, "/profile"]) {
        const response = await member.request(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      }
      expect(await (await member.request(`/planos/${plan.id}`)).text()).toContain(plan.id);

      const visitor = await pages.client().request("/history");
      expect(visitor.headers.get("cache-control")).toBe("no-cache");
      expect(visitor.headers.get("vary")).toContain("Cookie");
    } finally {
      await pages.close();
    }
  });
});

describe("the session cookie", () => {
  it("over http it is HttpOnly and SameSite=Lax", async () => {
    const line = await sessionSetCookie(server.client());
    expect(line).toMatch(/^better-auth\.session_token=/);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
  });

  it("over https it is also Secure with the __Secure- prefix, and it opens the session", async () => {
    const client = httpsClient();
    const line = await sessionSetCookie(client);
    expect(line).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    const me = await client.json<{ user: { fullName: string } | null }>("/api/me");
    expect(me.body.user?.fullName).toBe("Cookie Pereira");
  });
});

/** A write a foreign page could make a browser send: the origin says so, or the browser does. */
const FORGED_ORIGINS: Record<string, string>[] = [
  { origin: "https://malicioso.example" },
  { origin: "null" },
  { origin: "", "sec-fetch-site": "cross-site" },
];
const writes = routeMatrix.filter((r) => r.method !== "GET" && r.path !== STRIPE_WEBHOOK_PATH);

describe(`cross-origin writes (${writes.length} state-changing routes × ${FORGED_ORIGINS.length} forged origins = ${writes.length * FORGED_ORIGINS.length})`, () => {
  it.each(writes.map((r) => [routeKey(r), r] as const))(
    "%s from another site is refused in Portuguese and writes nothing",
    async (_key, route) => {
      const victim = await createUser(server);
      const before = await rowCounts(server.db);
      for (const headers of FORGED_ORIGINS) {
        const { status, body } = await victim.client.json(route.probe?.path ?? route.path, {
          method: route.method,
          json: { name: "Ataque", email: "a@b.com", password: "segredo1", reason: "x" },
          headers,
        });
        expect(status, JSON.stringify(headers)).toBe(403);
        expect(isPortuguese(body.message)).toBe(true);
      }
      expect(await rowCounts(server.db)).toEqual(before);
    },
  );
});
