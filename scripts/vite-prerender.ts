import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { type Manifest, pageChunk, readManifest } from "../src/server/build-manifest.ts";
import {
  documentTitle,
  memberShellFile,
  NOT_FOUND_MODULE,
  PAGES,
  prerenderedFile,
} from "../src/shared/routes.ts";

type PrerenderEntry = {
  renderShell(): Promise<string>;
  renderMemberShells(): Promise<{ module: string; html: string }[]>;
  renderVisitorPages(): Promise<{ module: string; html: string }[]>;
};

/** Where index.html leaves the app's markup to this plugin. */
const ROOT_MARK = '<div id="root"><!--app-html--></div>';

/** The manifest key of the script that loads the app into a prerendered page (vite.config.ts). */
const LOADER = "load-after-paint.ts";

/**
 * After the client build: renders `entry` (src/web/prerender.tsx) in an SSR build of its own,
 * writes the shell's markup into index.html, each visitor page into `prerendered/` and the
 * shell of each page for signed-in requests into `prerendered/member/`: the stylesheet inlined,
 * and one script (src/web/load-after-paint.ts) in place of the app's, which loads them once the
 * page has painted from its HTML alone.
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
        const { renderShell, renderMemberShells, renderVisitorPages } = (await import(
          pathToFileURL(join(ssrDir, file)).href
        )) as PrerenderEntry;

        const indexPath = join(outDir, "index.html");
        const index = readFileSync(indexPath, "utf8");
        if (!index.includes(ROOT_MARK)) throw new Error(`index.html lacks ${ROOT_MARK}`);
        const shell = `<div id="root">${await renderShell()}</div>`;
        const memberShells = await renderMemberShells();
        // Replacer functions: rendered text (a price in R$) must not be read as `$&` patterns.
        writeFileSync(
          indexPath,
          index.replace(ROOT_MARK, () => shell),
        );

        const manifest = readManifest(outDir);
        const paintFirst = withoutScripts(inlineStylesheets(index, outDir));
        const write = (file: string, module: string, root: string) => {
          const path = join(outDir, file);
          mkdirSync(dirname(path), { recursive: true });
          const page = paintFirst
            .replace(/<title>[^<]*<\/title>/, () => `<title>${documentTitle(module)}</title>`)
            .replace("</head>", () => `${loaderTag(manifest, module)}</head>`)
            .replace(ROOT_MARK, () => root);
          writeFileSync(path, page);
        };
        for (const { module, html } of await renderVisitorPages()) {
          write(
            prerenderedFile(module),
            module,
            `<div id="root" data-prerendered="visitor">${html}</div>`,
          );
        }
        // A signed-in request gets the shell painted the same way: its own title, the stylesheet
        // inlined, the app loaded after the first paint (decision 023). The app renders afresh.
        for (const module of [...PAGES.map((page) => page.module), NOT_FOUND_MODULE]) {
          write(memberShellFile(module), module, shell);
        }
        // And, for a page whose top paints from its data, the shell with it (decision 025).
        for (const { module, html } of memberShells) {
          write(memberShellFile(module, true), module, `<div id="root">${html}</div>`);
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Each stylesheet in a `<style>`, its `<link>` kept but `disabled` (never fetched): Vite's loader
 * adds a lazy chunk's stylesheet unless a link to it is in the page, and the page's own route
 * is such a chunk, so without it the page fetched, parsed and applied the sheet a second time.
 */
function inlineStylesheets(html: string, outDir: string) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, href) => {
    const css = readFileSync(join(outDir, href), "utf8");
    return `<style>${css}</style><link rel="stylesheet" href="/${href}" disabled>`;
  });
}

/** index.html without its entry script and module preloads: the loader takes their place. */
function withoutScripts(html: string) {
  return html.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, "");
}

/** The loader's tag for a page: the modules it imports, the app's entry and the page's chunk. */
function loaderTag(manifest: Manifest, module: string) {
  const loader = manifest[LOADER]?.file;
  const entry = manifest["index.html"]?.file;
  const page = manifest[pageChunk(module)]?.file;
  if (!loader || !entry || !page) {
    throw new Error(`the build manifest lacks ${LOADER}, index.html or ${pageChunk(module)}`);
  }
  return `<script type="module" fetchpriority="low" crossorigin src="/${loader}" data-modules="/${entry} /${page}"></script>`;
}
