import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { memberShellFile, prerenderedFile } from "../shared/routes.ts";
import { chunkFiles, pageChunk, readManifest } from "./build-manifest.ts";

/** Who a page is for: a visitor without a session gets the page prerendered for visitors,
 * when the build has one; a member the shell, which the server gives the session (spa.ts), and,
 * when the server has the page's data, the shell with the page's top in it (decision 025). */
export type Audience = "visitor" | "member" | "member-with-data";

/**
 * The HTML of one page: the page prerendered for visitors or the member's shell, as the build
 * wrote them (they load their scripts once painted: scripts/vite-prerender.ts), or, for a page
 * without one or an older build, the shell (index.html) with
 * `<link rel="modulepreload">` (and stylesheets) for the page's chunk and what it imports, so
 * the browser fetches them beside the shell instead of after running it. Reads Vite's build
 * manifest; without one (an old build), the document alone.
 */
export function pageHtmlBuilder(distDir: string, indexHtml: string) {
  const manifest = readManifest(distDir);
  const cache = new Map<string, string>();

  const prerenderedFor = (module: string, audience: Audience): string | null => {
    const path = join(
      distDir,
      audience === "visitor"
        ? prerenderedFile(module)
        : memberShellFile(module, audience === "member-with-data"),
    );
    if (existsSync(path)) return readFileSync(path, "utf8");
    // A page whose top does not paint from its data has the member's shell alone.
    return audience === "member-with-data" ? prerenderedFor(module, "member") : null;
  };

  const shellFor = (module: string) => {
    const links = [...new Set(chunkFiles(manifest, pageChunk(module)))]
      // The shell's own files are already in index.html.
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) =>
        file.endsWith(".css")
          ? `<link rel="stylesheet" href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
    return indexHtml.replace("</head>", `${links.join("")}</head>`);
  };

  return (module: string, audience: Audience) => {
    const key = `${module}:${audience}`;
    const html = cache.get(key) ?? prerenderedFor(module, audience) ?? shellFor(module);
    cache.set(key, html);
    return html;
  };
}
