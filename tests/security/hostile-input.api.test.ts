import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestClient } from "../helpers/test-client.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { type Actor, type Actors, createActors } from "./actors.ts";
import { type HostileBody, hostileBodies, hostileQueries, hostileString } from "./hostile-input.ts";
import { isPortuguese } from "./portuguese.ts";
import { type RouteEntry, routeKey, routeMatrix } from "./route-matrix.ts";
import { rowCounts } from "./row-counts.ts";

const BODY_RUNS = 40;
const QUERY_RUNS = 25;

const GUARD_STATUSES = new Set([401, 402, 403, 423]);

/** The first actor the route lets through, so the input reaches the validation. */
function allowedActor(route: RouteEntry): Actor {
  const order: Actor[] = ["anonymous", "subscriber", "admin"];
  const actor = order.find((a) => !GUARD_STATUSES.has(route.expect[a]));
  if (!actor) throw new Error(`${routeKey(route)}: no actor passes its guards`);
  return actor;
}

async function send(client: TestClient, route: RouteEntry, body: HostileBody) {
  const response = await client.request(route.probe?.path ?? route.path, {
    method: route.method,
    headers: { "content-type": "application/json" },
    body: "raw" in body ? body.raw : JSON.stringify(body.json),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

let server: TestServer;
let actors: Actors;
beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

/**
 * The row counts the last refused case left. A case that passes changed nothing, so its
 * counts are the next case's "before": one count per case instead of two, over 2,000 cases.
 * Each test starts afresh, so nothing done between tests is put on a case.
 */
let countsAfterLastCase: Record<string, number> | undefined;
beforeEach(() => {
  countsAfterLastCase = undefined;
});

/** One refused case: 4xx, a Portuguese message, no row added or removed anywhere. */
async function expectRefusedUnchanged(
  label: string,
  request: () => Promise<{ status: number; body: unknown }>,
) {
  // Some limits count before validating (generation: 20 a minute); this test is about
  // validation, so every case starts with fresh counters.
  await server.db.execute(sql`delete from rate_limits`);
  const before = countsAfterLastCase ?? (await rowCounts(server.db));
  countsAfterLastCase = undefined;
  const { status, body } = await request();
  const message = (body as { message?: unknown } | null)?.message;
  expect(status, `${label}: status`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: status`).toBeLessThan(500);
  expect(isPortuguese(message), `${label}: message ${JSON.stringify(message)}`).toBe(true);
  const after = await rowCounts(server.db);
  expect(after, `${label}: rows written`).toEqual(before);
  countsAfterLastCase = after;
}

const bodyRoutes = routeMatrix.filter((r) => r.input?.body);
const queryRoutes = routeMatrix.filter((r) => r.input?.query);

describe(`hostile bodies (${bodyRoutes.length} routes × ${BODY_RUNS} generated bodies = ${bodyRoutes.length * BODY_RUNS})`, () => {
  it.each(bodyRoutes.map((r) => [routeKey(r), r] as const))(
    "%s refuses every broken body in Portuguese and writes nothing",
    async (key, route) => {
      const client = actors[allowedActor(route)].client;
      await fc.assert(
        fc.asyncProperty(hostileBodies(route.input!.body!), async (body) => {
          await expectRefusedUnchanged(`${key} with ${JSON.stringify(body).slice(0, 200)}`, () =>
            send(client, route, body),
          );
        }),
        { numRuns: BODY_RUNS },
      );
    },
  );
});

describe(`hostile query strings (${queryRoutes.length} routes × ${QUERY_RUNS} generated queries = ${queryRoutes.length * QUERY_RUNS})`, () => {
  it.each(queryRoutes.map((r) => [routeKey(r), r] as const))(
    "%s refuses every broken query in Portuguese and writes nothing",
    async (key, route) => {
      const client = actors[allowedActor(route)].client;
      await fc.assert(
        fc.asyncProperty(hostileQueries(route.input!.query!), async (query) => {
          const path = `${route.probe?.path ?? route.path}?${new URLSearchParams(query)}`;
          await expectRefusedUnchanged(`${key} with ${path.slice(0, 200)}`, async () => {
            const { status, body } = await client.json(path);
            return { status, body };
          });
        }),
        { numRuns: QUERY_RUNS },
      );
    },
  );
});

describe("hostile but acceptable input", () => {
  const searchTerm = fc
    .array(
      fc.oneof(
        fc.constantFrom("%", "_", "\\", "'", '"', ";", "--", "/*", "\u0000", "ção", "😀", "$1"),
        fc.string({ maxLength: 5, unit: "grapheme" }),
      ),
      { maxLength: 20 },
    )
    .map((parts) => parts.join("").slice(0, 200));

  it.each([
    ["user", "/api/history"],
    ["admin", "/api/admin/users"],
  ] as const)(
    `as %s, %s answers any search term, SQL and LIKE wildcards included (a control character is refused in Portuguese; ${QUERY_RUNS} generated terms)`,
    async (actor, path) => {
      await fc.assert(
        fc.asyncProperty(searchTerm, async (q) => {
          const { status, body } = await actors[actor].client.json(
            `${path}?${new URLSearchParams({ q })}`,
          );
          // C0 but tab and LF, after CRLF reads as LF.
          // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
          const control = /[\u0000-\u0008\u000b-\u001f]/.test(q.replaceAll("\r\n", "\n"));
          expect(status, JSON.stringify(q)).toBe(control ? 400 : 200);
          if (control) expect(isPortuguese(body.message)).toBe(true);
        }),
        { numRuns: QUERY_RUNS },
      );
    },
  );

  it(`a profile name of any characters is saved or refused in Portuguese, never a server error (${BODY_RUNS} generated names)`, async () => {
    const name = fc.oneof(
      fc.string({ minLength: 3, maxLength: 120, unit: "grapheme" }),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(name, async (full_name) => {
        const { status, body } = await actors.user.client.json("/api/profile", {
          method: "PATCH",
          json: { full_name, username: "usuario.comum" },
        });
        expect(status, JSON.stringify(full_name)).toBeLessThan(500);
        if (status >= 400) expect(isPortuguese(body.message), String(body.message)).toBe(true);
      }),
      { numRuns: BODY_RUNS },
    );
  });
});
