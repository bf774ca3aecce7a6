import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageHtmlBuilder } from "./spa-preload.ts";

const indexHtml =
  '<html><head><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/react-1.js"></head><body></body></html>';

const prerendered =
  '<html><head><script type="module" fetchpriority="low" src="/assets/index-1.js"></script></head><body><div id="root" data-prerendered="visitor"><h1>Plataforma de Conteúdo Inteligente</h1></div></body></html>';

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
    })("auth", "member");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/zod-1.js">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/auth-1.css">');
    expect(html.match(/react-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it("is the plain index.html for a module the manifest does not know", () => {
    expect(withManifest({})("nao-existe", "visitor")).toBe(indexHtml);
  });

  it("is the plain index.html when the build has no manifest", () => {
    dir = mkdtempSync(join(tmpdir(), "ci-spa-"));
    expect(pageHtmlBuilder(dir, indexHtml)("auth", "member")).toBe(indexHtml);
  });

  it("gives a visitor the page prerendered for visitors as the build wrote it", () => {
    const build = withManifest({
      "index.html": { file: "assets/index-1.js" },
      "app/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html"] },
    });
    mkdirSync(join(dir, "prerendered"));
    writeFileSync(join(dir, "prerendered", "home.html"), prerendered);
    expect(build("home", "visitor")).toBe(prerendered);
  });

  it("gives a member the shell, and a visitor the shell where no page was prerendered", () => {
    const build = withManifest({
      "app/routes/home.tsx": { file: "assets/home-1.js" },
      "app/routes/profile.tsx": { file: "assets/profile-1.js" },
    });
    mkdirSync(join(dir, "prerendered"));
    writeFileSync(join(dir, "prerendered", "home.html"), prerendered);
    expect(build("home", "member")).not.toContain("<h1>");
    expect(build("home", "member")).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
    );
    expect(build("profile", "visitor")).not.toContain("<h1>");
    expect(build("profile", "visitor")).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/profile-1.js">',
    );
  });

  it("gives a member the shell the build wrote for that page, and never the visitor's page", () => {
    const build = withManifest({ "app/routes/history.tsx": { file: "assets/history-1.js" } });
    const memberShell =
      '<html><head><title>Histórico de Conteúdo — Conteúdo Inteligente</title></head><body><div id="root"></div></body></html>';
    mkdirSync(join(dir, "prerendered", "member"), { recursive: true });
    writeFileSync(join(dir, "prerendered", "history.html"), prerendered);
    writeFileSync(join(dir, "prerendered", "member", "history.html"), memberShell);
    expect(build("history", "member")).toBe(memberShell);
    expect(build("history", "visitor")).toBe(prerendered);
  });
});
