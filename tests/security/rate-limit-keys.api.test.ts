import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../helpers/factories.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

// The reset request allows 20 per client address an hour (and 3 per e-mail).
const PER_ADDRESS = 20;

let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    startTestServer({ TRUST_PROXY: "1" }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([behindProxy.close(), direct.close()]));

let counter = 0;
const askReset = (server: TestServer, forwardedFor: string) =>
  server.client().request("/api/auth/request-password-reset", {
    json: { email: `proxy-${++counter}@exemplo.com.br` },
    headers: { "x-forwarded-for": forwardedFor },
  });

async function exhaust(server: TestServer, forwardedFor: string) {
  for (let i = 0; i < PER_ADDRESS; i++) {
    expect((await askReset(server, forwardedFor)).status).toBe(200);
  }
  expect((await askReset(server, forwardedFor)).status).toBe(429);
}

describe("rate limits behind a reverse proxy", () => {
  it("with TRUST_PROXY, each forwarded client has a bucket of its own", async () => {
    await exhaust(behindProxy, "198.51.100.1");
    expect((await askReset(behindProxy, "198.51.100.2")).status).toBe(200);
  });

  it("with TRUST_PROXY, a hop the client wrote itself does not open a new bucket", async () => {
    await exhaust(behindProxy, "198.51.100.3");
    expect((await askReset(behindProxy, "6.6.6.6, 198.51.100.3")).status).toBe(429);
  });

  it("IPv6 clients of one /64 share a bucket; another /64 has its own", async () => {
    await exhaust(behindProxy, "2001:db8:aa:1::1");
    expect((await askReset(behindProxy, "2001:db8:aa:1:ffff::2")).status).toBe(429);
    expect((await askReset(behindProxy, "2001:db8:aa:2::1")).status).toBe(200);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: changing it opens no new bucket", async () => {
    await exhaust(direct, "198.51.100.4");
    expect((await askReset(direct, "198.51.100.5")).status).toBe(429);
  });
});

describe("sign-in tries against one account", () => {
  const signIn = (email: string, password: string, forwardedFor: string) =>
    behindProxy.client().json("/api/auth/sign-in/email", {
      json: { email, password },
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("ten wrong passwords from one client lock out that client only: the owner signs in from another", async () => {
    const bob = await createUser(behindProxy);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(bob.email, "errada-123", "198.51.100.66")).status).toBe(401);
    }
    const locked = await signIn(bob.email, bob.password, "198.51.100.66");
    expect(locked.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBeTruthy();
    const owner = await signIn(bob.email, bob.password, "203.0.113.10");
    expect(owner.status).toBe(200);
  });
});
