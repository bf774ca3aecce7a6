import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../tests/helpers/test-server.ts";

const DEV_ORIGIN = "http://localhost:5173";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEV_ORIGIN });
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });

describe("the API's port under npm run dev", () => {
  it("sends a page, an approval link's among them, to Vite with its path and query", async () => {
    const paths = [
      "/aprovacao/token_de_teste-123",
      "/planos/abc?visao=lista",
      "/",
      "//evil.example/x",
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(`${DEV_ORIGIN}${path}`);
    }
  });

  it("still answers the API and the calendar feed itself", async () => {
    const api = await get("/api/plans");
    expect(api.status).toBe(401);
    const feed = await get("/feed/token-desconhecido.ics");
    expect(feed.status).toBe(404);
    expect(feed.headers.get("location")).toBeNull();
  });
});
