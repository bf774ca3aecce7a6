import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageHtmlBuilder } from "./spa-preload.ts";

const indexHtml =
  '<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"></head><body></body></html>';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function withManifest(manifest: unknown) {
  dir = mkdtempSync(join(tmpdir(), "ci-spa-"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return pageHtmlBuilder(dir, indexHtml);
}

describe("the page HTML", () => {
  it("preloads the page's chunk and everything it imports, but not what the shell already loads", () => {
    const html = withManifest({
      "index.html": { file: "assets/index-1.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/react-1.js" },
      "_zod.js": { file: "assets/zod-1.js", imports: ["_react.js"] },
      "app/routes/auth.tsx": {
        file: "assets/auth-1.js",
        imports: ["index.html", "_zod.js"],
        css: ["assets/auth-1.css"],
      },
    })("auth");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-1.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/auth-1.css">');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it("is the plain index.html for a module the manifest does not know", () => {
    expect(withManifest({})("nao-existe")).toBe(indexHtml);
  });

  it("is the plain index.html when the build has no manifest", () => {
    dir = mkdtempSync(join(tmpdir(), "ci-spa-"));
    expect(pageHtmlBuilder(dir, indexHtml)("auth")).toBe(indexHtml);
  });
});
