import { z } from "zod";
import {
  MAX_LIST_ITEM,
  MAX_LIST_ITEMS,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  MAX_SLIDES,
  SLIDE_LAYOUTS,
  type SlideLayout,
} from "./art.ts";
import { ART_FORMATS, type ArtFormat } from "./art-formats.ts";

// A post's art as checked, apart from the layouts and limits (art.ts) the plan page reads at
// start: only the art's editors and the server build these (decision 065).

const slideText = (max: number, what: string) =>
  z.string().trim().max(max, `${what} aceita no máximo ${max} caracteres.`);

export const slideSchema = z.object({
  layout: z.enum(
    Object.keys(SLIDE_LAYOUTS) as [SlideLayout, ...SlideLayout[]],
    "Escolha um layout válido.",
  ),
  title: slideText(MAX_SLIDE_TITLE, "O título do slide").min(1, "O slide precisa de um título."),
  body: slideText(MAX_SLIDE_BODY, "O texto do slide").default(""),
  items: z
    .array(slideText(MAX_LIST_ITEM, "Cada item da lista"))
    .max(MAX_LIST_ITEMS, `Uma lista aceita no máximo ${MAX_LIST_ITEMS} itens.`)
    .default([]),
});
export type Slide = z.infer<typeof slideSchema>;

/**
 * A post's art: its slides, in order, and the size they are drawn at. The art tool makes
 * a whole carousel; the post panel may then drop slides down to one.
 */
export const postArtSchema = z.object({
  format: z.enum(
    Object.keys(ART_FORMATS) as [ArtFormat, ...ArtFormat[]],
    "Escolha um tamanho válido.",
  ),
  slides: z
    .array(slideSchema, "Slides inválidos.")
    .min(1, "A arte precisa de pelo menos um slide.")
    .max(MAX_SLIDES, `A arte aceita no máximo ${MAX_SLIDES} slides.`),
});
export type PostArt = z.infer<typeof postArtSchema>;
