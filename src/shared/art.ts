import { z } from "zod";
import { ART_FORMATS, type ArtFormat } from "./art-formats.ts";

/** The shipped font pairs (a title font and a text font), each under the SIL Open Font License. */
export const FONT_PAIRS = {
  moderna: { label: "Moderna (Montserrat + Open Sans)" },
  classica: { label: "Clássica (Playfair Display + Lora)" },
  amigavel: { label: "Amigável (Poppins + Inter)" },
} as const;
export type FontPair = keyof typeof FONT_PAIRS;

export const SLIDE_LAYOUTS = {
  cover: "Capa",
  tip: "Dica numerada",
  list: "Lista",
  quote: "Depoimento",
  cta: "Chamada final",
} as const;
export type SlideLayout = keyof typeof SLIDE_LAYOUTS;

/** What a testimonial slide shows until the user pastes a real one: the AI never invents one. */
export const TESTIMONIAL_PLACEHOLDER = "[DEPOIMENTO REAL]";

// Bounded so that the longest text still fits its box at the smallest size the renderer uses.
export const MAX_SLIDE_TITLE = 120;
export const MAX_SLIDE_BODY = 400;
export const MAX_LIST_ITEMS = 5;
export const MAX_LIST_ITEM = 90;

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

/** A brand's logo upload (decision 050): what the form tells and the server enforces. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const LOGO_TOO_LARGE = "O logo aceita no máximo 2 MB. Envie uma imagem menor.";
export const LOGO_REFUSED =
  "Não conseguimos ler esta imagem. Envie o logo em PNG, JPEG ou WebP (SVG não é aceito).";

/** A carousel's length: a cover, 3 to 8 content slides and a closing call to action. */
export const MAX_CONTENT_SLIDES = 8;
export const MAX_SLIDES = MAX_CONTENT_SLIDES + 2;

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

/** A slide's text as one line, for reading and comparing versions ("Capa: título — texto"). */
export const slideLine = (slide: Slide) =>
  [
    `${SLIDE_LAYOUTS[slide.layout]}: ${slide.title}`,
    slide.body,
    slide.items.length > 0 ? slide.items.join("; ") : "",
  ]
    .filter(Boolean)
    .join(" — ");

/** A post's art as text: one numbered line per slide. */
export const artText = (art: PostArt) =>
  art.slides.map((slide, index) => `${index + 1}. ${slideLine(slide)}`).join("\n");
