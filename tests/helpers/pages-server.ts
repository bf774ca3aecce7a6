import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../../src/server/app.ts";
import type { AppDeps } from "../../src/server/app-env.ts";
import { TestClient } from "./test-client.ts";

const DOCUMENT = '<!doctype html><html lang="pt-BR"><head></head><body></body></html>';

/**
 * The app as startServer makes it, on `deps` (so on its database and sessions), serving a
 * minimal build of the SPA: the API tests run without `npm run build`, and the pages need one.
 * Writes are sent with the first server's origin, the one its deps trust.
 */
export async function startPagesServer(deps: AppDeps) {
  const webDir = mkdtempSync(join(tmpdir(), "ci-web-"));
  writeFileSync(join(webDir, "index.html"), DOCUMENT);
  mkdirSync(join(webDir, "approval"));
  writeFileSync(join(webDir, "approval", "approval.html"), DOCUMENT);
  const server = serve({
    fetch: createApp(deps, { webDir }).fetch,
    port: 0,
    hostname: "127.0.0.1",
  });
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    client: () => {
      const client = new TestClient(url);
      const request = client.request.bind(client);
      client.request = (path, options = {}) =>
        request(path, { ...options, headers: { origin: deps.env.APP_URL, ...options.headers } });
      return client;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
