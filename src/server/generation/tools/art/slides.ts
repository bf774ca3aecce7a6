import {
  MAX_CONTENT_SLIDES,
  MAX_LIST_ITEM,
  MAX_LIST_ITEMS,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  SLIDE_LAYOUTS,
  type SlideLayout,
} from "../../../../shared/art.ts";
import type { ArtFormat } from "../../../../shared/art-formats.ts";
import type { PostArt, Slide } from "../../../../shared/art-schemas.ts";

/*
 * A carousel as text: what the model writes, the history keeps and the edit chat edits, one
 * "## Slide N · <layout>" section per slide with its "Título:", "Texto:" and "Itens:" lines.
 * Read back into the post's art under the carousel's rules: a cover, 3 to 8 content slides,
 * a closing call to action, each text cut at a word to the length its box takes.
 */

export const MIN_CONTENT_SLIDES = 3;

const LAYOUT_KEYS = Object.keys(SLIDE_LAYOUTS) as SlideLayout[];

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** A layout by its label ("Dica numerada") or key ("tip"); a content slide by default. */
function layoutOf(name: string): SlideLayout {
  const wanted = folded(name);
  return (
    LAYOUT_KEYS.find((key) => key === wanted || folded(SLIDE_LAYOUTS[key]) === wanted) ?? "tip"
  );
}

/** Cut at the last word within `max` characters (never inside a word unless it is one word). */
export function cutAt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, "");
}

const unquoted = (text: string) => text.trim().replace(/^["“”']+|["“”']+$/g, "");

/** One slide of its section's lines; none without a title. */
function slideOf(heading: string, body: string): Slide | null {
  const field = (label: string) =>
    unquoted(body.match(new RegExp(`^\\s*${label}\\s*:\\s*(.*)$`, "im"))?.[1] ?? "");
  const items = [...body.matchAll(/^\s*[-•*]\s+(.+)$/gm)].map((m) => unquoted(m[1] ?? ""));
  const title = field("T[íi]tulo");
  if (!title) return null;
  return bounded({
    layout: layoutOf(
      heading
        .split(/[·:|-]/)
        .slice(1)
        .join(" ") || "tip",
    ),
    title,
    body: field("Texto"),
    items,
  });
}

/** The slide's texts within what its boxes take (shared/art.ts' bounds). */
export const bounded = (slide: Slide): Slide => ({
  layout: slide.layout,
  title: cutAt(slide.title, MAX_SLIDE_TITLE),
  body: cutAt(slide.body, MAX_SLIDE_BODY),
  items: slide.items
    .map((item) => cutAt(item, MAX_LIST_ITEM))
    .filter(Boolean)
    .slice(0, MAX_LIST_ITEMS),
});

/**
 * The carousel's rules on written slides: the first is the cover and the last the call to
 * action, with 3 to 8 slides between (extra ones dropped); a list keeps its items, a
 * testimonial never keeps words the model put in a client's mouth. Null when too few.
 */
export function carouselOf(slides: Slide[], format: ArtFormat): PostArt | null {
  const [cover, ...rest] = slides;
  const cta = rest.pop();
  if (!cover || !cta || rest.length < MIN_CONTENT_SLIDES) return null;
  const content = rest.slice(0, MAX_CONTENT_SLIDES).map((slide): Slide => {
    const layout = slide.layout === "cover" || slide.layout === "cta" ? "tip" : slide.layout;
    if (layout === "quote") return { ...slide, layout, body: "" };
    if (layout === "list" && slide.items.length === 0) return { ...slide, layout: "tip" };
    return { ...slide, layout };
  });
  return {
    format,
    slides: [{ ...cover, layout: "cover" }, ...content, { ...cta, layout: "cta" }],
  };
}

/** The slides of a written carousel, or null when it does not hold one. */
export function artOf(text: string, format: ArtFormat): PostArt | null {
  const sections = text.split(/^#{2,3}\s*(?=Slide\b)/im).slice(1);
  const slides = sections
    .map((section) => {
      const [heading = "", ...lines] = section.split("\n");
      return slideOf(heading, lines.join("\n"));
    })
    .filter((slide): slide is Slide => slide !== null);
  return carouselOf(slides, format);
}

/** The carousel as the text the history keeps and the edit chat edits. */
export function slidesText(art: PostArt): string {
  return art.slides
    .map((slide, index) =>
      [
        `## Slide ${index + 1} · ${SLIDE_LAYOUTS[slide.layout]}`,
        `Título: ${slide.title}`,
        ...(slide.body ? [`Texto: ${slide.body}`] : []),
        ...(slide.items.length ? ["Itens:", ...slide.items.map((item) => `- ${item}`)] : []),
      ].join("\n"),
    )
    .join("\n\n");
}
