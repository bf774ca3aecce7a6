// Draws the installable app's icons (the web app manifest's and iOS's home-screen one) from
// src/web/public/favicon.svg, so they never drift from it: `npm run icons`, then commit the PNGs.
// sharp (already a dependency, for the art) renders the SVG; the files are small and few, so they
// are committed rather than drawn at every build.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";

const publicDir = resolve(import.meta.dirname, "../src/web/public");
const favicon = readFileSync(`${publicDir}/favicon.svg`, "utf8");
if (!favicon.includes('rx="8"')) throw new Error('favicon.svg lost its rounded square (rx="8")');

/**
 * The favicon with its square filling the canvas: a maskable icon is cut to the platform's shape
 * (its mark inside the middle 80%, which the favicon's already is) and iOS rounds its own corners.
 */
const fullBleed = favicon.replace('rx="8"', 'rx="0"');

/**
 * The notifications' badge (Android's status bar): the mark alone, white on nothing, since the
 * system draws only its shape; framed closer, as the square no longer surrounds it.
 */
const badge = favicon
  .replace(/<rect[^>]*\/>/, "")
  .replace('fill="#fbbf24"', 'fill="#fff"')
  .replace('viewBox="0 0 32 32"', 'viewBox="6 8 20 20"');

const icons = [
  { file: "icons/icon-192.png", svg: favicon, size: 192 },
  { file: "icons/icon-512.png", svg: favicon, size: 512 },
  { file: "icons/icon-maskable-512.png", svg: fullBleed, size: 512 },
  { file: "icons/apple-touch-icon.png", svg: fullBleed, size: 180 },
  { file: "icons/badge-96.png", svg: badge, size: 96 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 20 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}/${file}`);
  console.log(`${file}: ${size}×${size}`);
}
