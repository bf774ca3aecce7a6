import { fileURLToPath } from "node:url";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let vite: ViteDevServer;
let base: string;
beforeAll(async () => {
  vite = await createServer({
    configFile: fileURLToPath(new URL("../../../vite.config.ts", import.meta.url)),
    server: { port: 0, host: "127.0.0.1" },
    logLevel: "silent",
  });
  await vite.listen();
  base = vite.resolvedUrls!.local[0]!.replace(/\/$/, "");
}, 60_000);
afterAll(() => vite?.close());

describe("npm run dev", { timeout: 60_000 }, () => {
  it("serves the client's approval page at /aprovacao/<token>, whose script loads from there", async () => {
    const page = await fetch(`${base}/aprovacao/token_de_teste-123`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Aprovação de conteúdo</title>");
    const script = html.match(/<script type="module" src="(\/approval\/main\.tsx[^"]*)"/)?.[1];
    expect(script).toBeDefined();
    const code = await fetch(new URL(script!, `${base}/aprovacao/token_de_teste-123`));
    expect(code.status).toBe(200);
    expect(code.headers.get("content-type")).toContain("javascript");
  });

  it("still serves the app at its own pages", async () => {
    const html = await (await fetch(`${base}/planos`)).text();
    expect(html).not.toContain("Aprovação de conteúdo");
    expect(html).toContain('id="root"');
  });
});
