// Without zod: the plan page reads the layouts' names at start; the schemas an art is checked
// with are in art-schemas.ts, its text in art-text.ts (decision 065).

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

/** A brand's logo upload (decision 050): what the form tells and the server enforces. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const LOGO_TOO_LARGE = "O logo aceita no máximo 2 MB. Envie uma imagem menor.";
export const LOGO_REFUSED =
  "Não conseguimos ler esta imagem. Envie o logo em PNG, JPEG ou WebP (SVG não é aceito).";

/** A carousel's length: a cover, 3 to 8 content slides and a closing call to action. */
export const MAX_CONTENT_SLIDES = 8;
export const MAX_SLIDES = MAX_CONTENT_SLIDES + 2;
