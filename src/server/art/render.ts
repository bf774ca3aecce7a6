import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { ART_FORMATS } from "../../shared/art-formats.ts";
import { emojiImage } from "./emoji.ts";
import { facesOf } from "./fonts.ts";
import type { RenderJob } from "./job.ts";
import { slideTree } from "./layouts.ts";

/**
 * One slide as PNG bytes: the tree to SVG (satori, with the shipped fonts and emoji images),
 * the SVG to pixels (resvg). Offline and deterministic: the same job gives the same bytes.
 * Runs inside a render worker (pool.ts), never on the request thread.
 */
export async function renderSlide(job: RenderJob): Promise<Uint8Array> {
  const { width, height } = ART_FORMATS[job.format];
  const { title, text } = facesOf(job.look.fontPair);
  const svg = await satori(slideTree(job), {
    width,
    height,
    fonts: [title, text].map((face) => ({
      name: face.name,
      data: face.data,
      // Each face has a name of its own: the weight given is only a label.
      weight: 400 as const,
      style: "normal" as const,
    })),
    // Anything not in the fonts but an emoji (a stray symbol) is left to the font's own glyph.
    loadAdditionalAsset: async (code, segment) =>
      code === "emoji" ? (emojiImage(segment) ?? []) : [],
  });
  const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  // A copy with its own ArrayBuffer, so the worker can transfer it (a Buffer may share a slab).
  return new Uint8Array(png);
}
