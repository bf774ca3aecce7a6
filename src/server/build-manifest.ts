import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** Vite's build manifest in `distDir` (the build writes it: vite.config.ts); empty without one. */
export function readManifest(distDir: string): Manifest {
  const path = join(distDir, ".vite", "manifest.json");
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : {};
}

/** The files the chunk `key` needs, each once: its own, its stylesheets, its imports'. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen)),
  ];
}

/** The manifest key of a module of src/web/app/routes. */
export const pageChunk = (module: string) => `app/routes/${module}.tsx`;
