import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../helpers/test-client.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { type Actors, actorNames, createActors } from "./actors.ts";
import { registeredApiRoutes } from "./registered-routes.ts";
import { type RouteEntry, routeKey, routeMatrix } from "./route-matrix.ts";

/** The route's probe as this actor's browser would send it; redirects are answers, not followed. */
async function probe(client: TestClient, route: RouteEntry) {
  const json = route.probe?.json;
  const response = await fetch(client.baseUrl + (route.probe?.path ?? route.path), {
    method: route.method,
    redirect: "manual",
    headers: {
      origin: client.baseUrl,
      ...(client.cookies.size && !route.probe?.withoutSession
        ? { cookie: client.cookieHeader }
        : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  await response.body?.cancel();
  return response;
}

let server: TestServer;
let actors: Actors;
beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

describe("the authorization matrix", () => {
  it("lists every API route the app registers, and only those", () => {
    const registered = registeredApiRoutes(server.deps);
    const listed = routeMatrix.map(routeKey).sort();
    expect(
      registered.filter((key) => !listed.includes(key)),
      "routes missing from route-matrix.ts",
    ).toEqual([]);
    expect(
      listed.filter((key) => !registered.includes(key)),
      "listed routes the app no longer registers",
    ).toEqual([]);
    expect(new Set(listed).size, "a route listed twice").toBe(listed.length);
  });

  const cells = `${routeMatrix.length} routes × ${actorNames.length} actors = ${routeMatrix.length * actorNames.length} cells`;
  it(`every actor gets the expected status on every route (${cells})`, async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const route of routeMatrix) {
      for (const actor of actorNames) {
        const response = await probe(actors[actor].client, route);
        cells++;
        const expected = route.expect[actor];
        if (response.status !== expected) {
          failures.push(
            `${routeKey(route)} as ${actor}: expected ${expected}, got ${response.status}`,
          );
        }
      }
    }
    expect(failures, `${failures.length} of ${cells} cells failed`).toEqual([]);
  });

  it("the actors are who the matrix says they are", async () => {
    const me = async (actor: keyof Actors) =>
      (await actors[actor].client.json<{ user: { id: string; role: string } | null }>("/api/me"))
        .body.user;
    expect(await me("anonymous")).toBeNull();
    expect(await me("banned")).toBeNull();
    expect((await me("admin"))?.role).toBe("admin");
    expect((await me("locked"))?.id).toBe(actors.locked.id);
  });
});
