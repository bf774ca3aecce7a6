import type { FontPair } from "../../shared/art.ts";
import type { ArtFormat } from "../../shared/art-formats.ts";
import type { Slide } from "../../shared/art-schemas.ts";

/** The brand's logo, re-encoded as PNG when uploaded, with its size in pixels. */
export type Logo = { png: Uint8Array; width: number; height: number };

/** The brand's look as the renderer takes it. */
export type ArtLook = {
  brandName: string;
  /** #rrggbb: the slides' background. */
  color: string;
  /** #rrggbb: accents (badges, bars, the call to action's button). */
  secondColor: string;
  fontPair: FontPair;
  /** Shown in each slide's header; the brand's name is shown without one. */
  logo: Logo | null;
};

/** One slide to draw: its text, its place in the carousel (0 is the cover), the look, the size. */
export type RenderJob = {
  slide: Slide;
  index: number;
  total: number;
  look: ArtLook;
  format: ArtFormat;
};
