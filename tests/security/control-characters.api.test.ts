import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "../../src/shared/control-characters.ts";
import type { PlanPost } from "../../src/shared/plans.ts";
import { createPlan, createUser, type TestUser } from "../helpers/factories.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { rowCounts } from "./row-counts.ts";

let server: TestServer;
let owner: TestUser;
let path: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
  const plan = await createPlan(server.db, owner.id, { posts: [{}] });
  path = `/api/plans/${plan.id}/posts/${plan.posts[0]!.id}`;
});
afterAll(() => server.close());

const edit = (json: object) =>
  owner.client.json<PlanPost & { message?: string; fields?: object }>(path, {
    method: "PATCH",
    json,
  });

describe("control characters in what a user writes", () => {
  it("a post's text with a control character, a lone CR among them, is refused in Portuguese at its field, and nothing changes", async () => {
    const before = await owner.client.json<PlanPost>(path.replace(/\/posts\/.*/, ""));
    for (const notes of ["sino\u0007", "escape\u001b[31m", "volta\rpara o início", "\u0000"]) {
      const counts = await rowCounts(server.db);
      const { status, body } = await edit({ theme: "Tema novo", notes });
      expect(status, JSON.stringify(notes)).toBe(400);
      expect(body.message).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(body.fields).toEqual({ notes: CONTROL_CHARACTER_MESSAGE });
      expect(await rowCounts(server.db)).toEqual(counts);
    }
    expect((await owner.client.json(path.replace(/\/posts\/.*/, ""))).body).toEqual(before.body);
  });

  it("a workspace, brand or person named with a C1 control or a bidirectional override or isolate is refused in Portuguese at the name, and nothing is written", async () => {
    // Shown in the switcher, the team's list and an invitation's preview: U+202E would show
    // "Agência Sol‮lanimreT" turned around, U+009B starts a terminal's escape.
    const names = [
      "Agência Sol\u202elanimreT",
      "\u2066Equipe\u2069",
      "Padaria\u009b31m",
      "\u0085Nova",
    ];
    const routes = [
      { path: "/api/workspaces", method: "POST", field: "name", body: {} },
      { path: "/api/brands", method: "POST", field: "brandName", body: {} },
      {
        path: "/api/profile",
        method: "PATCH",
        field: "full_name",
        body: { username: "pessoa_nova" },
      },
    ];
    for (const name of names) {
      for (const { path: route, method, field, body: rest } of routes) {
        const counts = await rowCounts(server.db);
        const { status, body } = await owner.client.json<{ message?: string; fields?: object }>(
          route,
          { method, json: { ...rest, [field]: name } },
        );
        expect(status, `${route} ${JSON.stringify(name)}`).toBe(400);
        expect(body.message).toBe(CONTROL_CHARACTER_MESSAGE);
        expect(body.fields).toMatchObject({ [field]: CONTROL_CHARACTER_MESSAGE });
        expect(await rowCounts(server.db)).toEqual(counts);
      }
    }
  });

  it("tab and line breaks are kept, a CRLF as LF", async () => {
    const { status, body } = await edit({ notes: "Roteiro:\r\n\t1. abertura\n\t2. chamada" });
    expect(status).toBe(200);
    expect(body.notes).toBe("Roteiro:\n\t1. abertura\n\t2. chamada");
  });
});
