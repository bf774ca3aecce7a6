import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { prerenderedFile } from "../src/shared/routes.ts";

type PrerenderEntry = {
  renderShell(): Promise<string>;
  renderVisitorPages(): Promise<{ module: string; html: string }[]>;
};

/** Where index.html leaves the app's markup to this plugin. */
const ROOT_MARK = '<div id="root"><!--app-html--></div>';

/**
 * After the client build: renders `entry` (src/web/prerender.tsx) in an SSR build of its own,
 * writes the shell's markup into index.html, and each visitor page into `prerendered/`: the
 * stylesheet inlined and the scripts fetched at low priority, as a page that paints from its
 * HTML alone needs them only to become interactive.
 */
export function prerenderPages(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: "prerender-pages",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = config.build.outDir;
      const ssrDir = mkdtempSync(join(tmpdir(), "ci-prerender-"));
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: "warn",
          ssr: { noExternal: true },
          build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const file = readdirSync(ssrDir).find((name) => /^prerender\.m?js$/.test(name));
        if (!file) throw new Error(`the SSR build of ${entry} wrote no prerender.js`);
        const { renderShell, renderVisitorPages } = (await import(
          pathToFileURL(join(ssrDir, file)).href
        )) as PrerenderEntry;

        const indexPath = join(outDir, "index.html");
        const index = readFileSync(indexPath, "utf8");
        if (!index.includes(ROOT_MARK)) throw new Error(`index.html lacks ${ROOT_MARK}`);
        const shell = `<div id="root">${await renderShell()}</div>`;
        // Replacer functions: rendered text (a price in R$) must not be read as `$&` patterns.
        writeFileSync(
          indexPath,
          index.replace(ROOT_MARK, () => shell),
        );

        const visitorDocument = deferScripts(inlineStylesheets(index, outDir));
        for (const { module, html } of await renderVisitorPages()) {
          const path = join(outDir, prerenderedFile(module));
          mkdirSync(dirname(path), { recursive: true });
          const root = `<div id="root" data-prerendered="visitor">${html}</div>`;
          writeFileSync(
            path,
            visitorDocument.replace(ROOT_MARK, () => root),
          );
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

function inlineStylesheets(html: string, outDir: string) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, href) => {
    const css = readFileSync(join(outDir, href), "utf8");
    return `<style>${css}</style>`;
  });
}

/** The server marks the preloads it adds for a page's chunk the same way (src/server/spa-preload.ts). */
function deferScripts(html: string) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    '<$1 fetchpriority="low"',
  );
}
