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

  it("tab and line breaks are kept, a CRLF as LF", async () => {
    const { status, body } = await edit({ notes: "Roteiro:\r\n\t1. abertura\n\t2. chamada" });
    expect(status).toBe(200);
    expect(body.notes).toBe("Roteiro:\n\t1. abertura\n\t2. chamada");
  });
});
