import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { type Actors, createActors } from "./actors.ts";
import { registeredApiRoutes } from "./registered-routes.ts";
import { routeKey, routeMatrix } from "./route-matrix.ts";
import { probe } from "./route-probe.ts";

let server: TestServer;
let actors: Actors;
beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
}, 120_000);
afterAll(() => server.close());

/**
 * Kept by no cache, shared or the browser's own (Back after signing out shows nothing). Our
 * default is `private, no-store`; better-auth's session read sends its own `no-store`.
 */
const neverStored = (value: string | null) => !!value && /\bno-store\b/.test(value);

describe("caching of the API's answers", () => {
  const routes = () => registeredApiRoutes(server.deps);
  it(`every route the app registers answers a signed-in account with 'no-store', errors included (${routeMatrix.length} routes × subscriber and admin)`, {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = [];
    for (const key of routes()) {
      const route = routeMatrix.find((entry) => routeKey(entry) === key);
      if (!route) {
        failures.push(`${key}: not in route-matrix.ts, so not probed`);
        continue;
      }
      for (const actor of ["subscriber", "admin"] as const) {
        const response = await probe(actors[actor].client, route);
        const value = response.headers.get("cache-control");
        if (!neverStored(value))
          failures.push(`${key} as ${actor} (${response.status}): ${value ?? "no Cache-Control"}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("the billing status and the teams an account would leave, with their data, are never stored", async () => {
    const { client } = actors.subscriber;
    for (const path of ["/api/billing/status", "/api/account/teams-to-transfer"]) {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("an unknown API path is not stored either", async () => {
    const response = await actors.subscriber.client.request("/api/nada-aqui");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
