import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../src/server/db/schema/index.ts";
import { signTicket } from "../../src/server/generation/variations/ticket.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { type Actors, actorNames, createActors } from "./actors.ts";
import { CROSS_ROUTES, takesTwoIds } from "./cross-objects.ts";
import { registeredApiRoutes } from "./registered-routes.ts";
import { type RouteEntry, routeKey, routeMatrix } from "./route-matrix.ts";
import { probe } from "./route-probe.ts";
import { tableDigests } from "./row-counts.ts";
import { createTeam, SIDES, type Team, teamActorNames, teamExpectation } from "./team.ts";

let server: TestServer;
let actors: Actors;
let team: Team;
beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  team = await createTeam(server);
}, 120_000);
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
  it(`every actor gets the expected status on every route (${cells})`, {
    timeout: 120_000,
  }, async () => {
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

  // A route without a team probe asks nothing of either brand: it is walked once.
  const sidesOf = (route: RouteEntry) => (route.team ? SIDES : SIDES.slice(0, 1));
  const teamCells = routeMatrix.reduce(
    (sum, route) => sum + sidesOf(route).length * teamActorNames.length,
    0,
  );
  it(`every role of a team workspace, a limited Editor, a removed member and an outsider get the expected status on every route, on either brand (${teamCells} cells)`, {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of routeMatrix) {
      // The generations' per-minute limit is the tools' together, so a walk past all of them
      // spends it; a refusal here must be the route's own.
      await server.db.delete(rateLimits);
      for (const side of sidesOf(route)) {
        // The actors of one route and brand are independent (each change has its own item).
        await Promise.all(
          teamActorNames.map(async (actor) => {
            const request = route.team ? await route.team.probe(team.sides[side]) : route.probe;
            const response = await probe(team.actors[actor].client, route, request);
            const expected = teamExpectation(route, actor, side);
            if (response.status !== expected) {
              failures.push(
                `${routeKey(route)} as ${actor} on the ${side} brand: expected ${expected}, got ${response.status}`,
              );
            }
          }),
        );
      }
    }
    expect(failures, `${failures.length} of ${teamCells} cells failed`).toEqual([]);
  });

  it("has cross-object cells for every route that takes two ids, and only for listed routes", () => {
    const listed = routeMatrix.map(routeKey);
    const missing = routeMatrix.filter(takesTwoIds).map(routeKey);
    expect(missing.filter((key) => !CROSS_ROUTES[key])).toEqual([]);
    expect(Object.keys(CROSS_ROUTES).filter((key) => !listed.includes(key))).toEqual([]);
  });

  // The owner sees both brands; the limited Editor one: either way a crossed pair is refused.
  const CROSS_ACTORS = ["owner", "brandEditor"] as const;
  const DIRECTIONS = [SIDES, [...SIDES].reverse()] as const;
  const crossRoutes = routeMatrix.filter((route) => CROSS_ROUTES[routeKey(route)]);
  const crossCells = crossRoutes.length * DIRECTIONS.length * CROSS_ACTORS.length;
  it(`an object of one brand naming an object of the other is refused as unknown and changes nothing (${crossCells} cells)`, {
    timeout: 120_000,
  }, async () => {
    const failures: string[] = [];
    for (const route of crossRoutes) {
      const cross = CROSS_ROUTES[routeKey(route)]!;
      for (const [from, to] of DIRECTIONS) {
        for (const actor of CROSS_ACTORS) {
          const request = await cross.probe(team.sides[from], team.sides[to], (target) =>
            signTicket(server.deps.authSecret, {
              userId: team.actors[actor].id,
              workspaceId: team.sides[from].workspace,
              target,
              basedOn: 1,
              options: ["Opção um.", "Opção dois.", "Opção três."],
              demo: true,
            }),
          );
          // The walks before spent the generations' hourly limit; a refusal here must be the
          // route's own.
          await server.db.delete(rateLimits);
          const before = await tableDigests(server.db);
          const response = await probe(team.actors[actor].client, route, request);
          const after = await tableDigests(server.db);
          const cell = `${routeKey(route)} as ${actor}, ${from} naming ${to}`;
          const expected = actor === "owner" ? (cross.seesBoth ?? 404) : 404;
          if (response.status !== expected) {
            failures.push(`${cell}: expected ${expected}, got ${response.status}`);
          }
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (changed.length > 0) failures.push(`${cell}: changed ${changed.join(", ")}`);
        }
      }
    }
    expect(failures, `${failures.length} of ${crossCells} cells failed`).toEqual([]);
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
