import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `npm run build`'s production build, into a folder of the bench's own: the e2e tests rebuild
 * dist/web and would swap the files under a running measurement.
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

export const gzippedSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * The scripts a visitor's browser runs on `path` without doing anything: the prerendered
 * page's loader, the app it imports once painted, the page's chunk, and what they load on
 * start. Taken from the network, so nothing a chunk imports, statically or lazily, escapes;
 * each weighed gzipped from the build in `dist`.
 */
export async function measureInitialJs(
  browser: Browser,
  baseUrl: string,
  dist: string,
  path: string,
) {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    const sizes = [...scripts].map((src) => ({ src, bytes: gzippedSize(`${dist}${src}`) }));
    return { total: sizes.reduce((sum, s) => sum + s.bytes, 0), sizes };
  } finally {
    await context.close();
  }
}
