import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedFile } from "../shared/routes.ts";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Who a page is for: a visitor without a session gets the page prerendered for visitors,
 * when the build has one; anybody else the shell, which reads the session first. */
export type Audience = "visitor" | "member";

/**
 * The HTML of one page: the shell (index.html) or the page prerendered for visitors, with
 * `<link rel="modulepreload">` (and stylesheets) for the page's chunk and what it imports, so
 * the browser fetches them beside the shell instead of after running it. Reads Vite's build
 * manifest; without one (an old build), the document alone.
 */
export function pageHtmlBuilder(distDir: string, indexHtml: string) {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  const manifest: Manifest = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : {};
  const cache = new Map<string, string>();

  const filesOf = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [
      chunk.file,
      ...(chunk.css ?? []),
      ...(chunk.imports ?? []).flatMap((imported) => filesOf(imported, seen)),
    ];
  };

  const prerenderedFor = (module: string, audience: Audience) => {
    const path = join(distDir, prerenderedFile(module));
    return audience === "visitor" && existsSync(path) ? readFileSync(path, "utf8") : null;
  };

  return (module: string, audience: Audience) => {
    const key = `${module}:${audience}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const prerendered = prerenderedFor(module, audience);
    // A prerendered page paints without its scripts: they load at low priority, as the build
    // marked the shell's own (scripts/vite-prerender.ts).
    const priority = prerendered ? ' fetchpriority="low"' : "";
    const links = [...new Set(filesOf(`app/routes/${module}.tsx`, new Set()))]
      // The shell's own files are already in index.html.
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) =>
        file.endsWith(".css")
          ? `<link rel="stylesheet" href="/${file}">`
          : `<link rel="modulepreload"${priority} crossorigin href="/${file}">`,
      );
    const html = (prerendered ?? indexHtml).replace("</head>", `${links.join("")}</head>`);
    cache.set(key, html);
    return html;
  };
}
