import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * index.html with `<link rel="modulepreload">` (and stylesheets) for one page's chunk and what
 * it imports, so the browser fetches them beside the shell instead of after running it.
 * Reads Vite's build manifest; without one (an old build), the plain index.html.
 */
export function pageHtmlBuilder(distDir: string, indexHtml: string) {
  const manifestPath = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return () => indexHtml;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
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

  return (module: string) => {
    const cached = cache.get(module);
    if (cached) return cached;
    const links = [...new Set(filesOf(`app/routes/${module}.tsx`, new Set()))]
      // The shell's own files are already in index.html.
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) =>
        file.endsWith(".css")
          ? `<link rel="stylesheet" href="/${file}">`
          : `<link rel="modulepreload" crossorigin href="/${file}">`,
      );
    const html = indexHtml.replace("</head>", `${links.join("")}</head>`);
    cache.set(module, html);
    return html;
  };
}
