import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `npm run build`'s production build, into a folder of the bench's own: the tests rebuild
 * dist/web (in test mode) and would swap the files under a running measurement.
 */
export function buildSpa(outDir: string) {
  execFileSync(
    process.execPath,
    [`${ROOT}node_modules/vite/bin/vite.js`, "build", "--logLevel", "warn", "--outDir", outDir],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

/** The scripts the browser fetches before "/" can render: the entry and its modulepreloads. */
export function initialScripts(html: string) {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith("<script") && /type="module"/.test(tag);
    const isPreload = tag.startsWith("<link") && /rel="modulepreload"/.test(tag);
    const src = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
    if ((isEntry || isPreload) && src) found.add(src);
  }
  return [...found];
}

export const gzippedSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function measureInitialJs(dist: string) {
  const html = readFileSync(`${dist}/index.html`, "utf8");
  const scripts = initialScripts(html);
  const sizes = scripts.map((src) => ({ src, bytes: gzippedSize(`${dist}${src}`) }));
  return { total: sizes.reduce((sum, s) => sum + s.bytes, 0), sizes };
}
