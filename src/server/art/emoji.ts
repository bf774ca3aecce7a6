import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// Twemoji's SVGs ship with the app (@twemoji/svg; graphics CC-BY 4.0, credited in
// docs/decisions/050-art.md): satori asks for each emoji it meets and gets it from disk. Read
// by path, not imported: knip.json lists the package as used.
const folder = dirname(createRequire(import.meta.url).resolve("@twemoji/svg/package.json"));
const cache = new Map<string, string>();

const codes = (segment: string) => [...segment].map((c) => c.codePointAt(0)!.toString(16));

function read(name: string) {
  try {
    return readFileSync(join(folder, `${name}.svg`));
  } catch {
    return null;
  }
}

/**
 * The emoji as a data URL, or null when Twemoji has no picture for it. Twemoji names its files
 * by code points, without the variation selector (FE0F) except inside some sequences.
 */
export function emojiImage(segment: string): string | null {
  const hit = cache.get(segment);
  if (hit !== undefined) return hit;
  const all = codes(segment);
  const svg = read(all.join("-")) ?? read(all.filter((c) => c !== "fe0f").join("-"));
  if (!svg) return null;
  const url = `data:image/svg+xml;base64,${svg.toString("base64")}`;
  cache.set(segment, url);
  return url;
}
