import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font } from "@shuding/opentype.js";
import type { FontPair } from "../../shared/art.ts";

// The fonts ship with the app (the @fontsource packages, SIL Open Font License): nothing is
// fetched when a slide is drawn. Satori reads WOFF, not WOFF2; the latin subset holds every
// Portuguese letter.
const require = createRequire(import.meta.url);
const file = (specifier: string) => readFileSync(require.resolve(specifier));

// Read by path, not imported: knip.json lists these packages as used.
const SOURCES: Record<FontPair, { title: () => Buffer; text: () => Buffer }> = {
  moderna: {
    title: () => file("@fontsource/montserrat/files/montserrat-latin-800-normal.woff"),
    text: () => file("@fontsource/open-sans/files/open-sans-latin-400-normal.woff"),
  },
  classica: {
    title: () => file("@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff"),
    text: () => file("@fontsource/lora/files/lora-latin-400-normal.woff"),
  },
  amigavel: {
    title: () => file("@fontsource/poppins/files/poppins-latin-700-normal.woff"),
    text: () => file("@fontsource/inter/files/inter-latin-400-normal.woff"),
  },
};

/** One face: its bytes for satori and its parsed tables for measuring text. */
export type Face = { name: string; data: Buffer; font: Font };

function face(name: string, data: Buffer): Face {
  const bytes = data.buffer.slice(
    data.byteOffset,
    data.byteOffset + data.byteLength,
  ) as ArrayBuffer;
  return { name, data, font: opentype.parse(bytes) };
}

export type Faces = { title: Face; text: Face };

const loaded = new Map<FontPair, Faces>();

/** The pair's two faces, read once per process (each render worker keeps its own). */
export function facesOf(pair: FontPair): Faces {
  let faces = loaded.get(pair);
  if (!faces) {
    const source = SOURCES[pair];
    faces = {
      title: face(`${pair}-title`, source.title()),
      text: face(`${pair}-text`, source.text()),
    };
    loaded.set(pair, faces);
  }
  return faces;
}
