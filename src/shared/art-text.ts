import { SLIDE_LAYOUTS } from "./art.ts";
import type { PostArt, Slide } from "./art-schemas.ts";

// Without zod (its types only): the plan page reads a post's art as text at start.

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
