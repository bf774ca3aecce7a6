import { ART_FORMATS } from "@shared/art-formats";
import type { PostArt } from "@shared/art-schemas";

/** The slides' width on the page in CSS pixels: two and a bit fit a 390 px phone. */
const WIDTH = 160;

/**
 * A post's slides as the client approves them: sized images (no layout shift), loaded as they
 * scroll into view, each described by its place and title.
 */
export function ApprovalSlides({ art, urlOf }: { art: PostArt; urlOf: (place: number) => string }) {
  const { width, height } = ART_FORMATS[art.format];
  return (
    <section aria-label="Arte" className="space-y-1">
      <h4 className="text-sm font-medium">Arte ({art.slides.length} slides)</h4>
      {/* Wider than a phone: the row scrolls, so it takes focus for the keyboard's arrows. */}
      <ol
        aria-label="Slides da arte"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="flex gap-2 overflow-x-auto rounded-md pb-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {art.slides.map((slide, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the carousel.
          <li key={index} className="shrink-0">
            <img
              src={urlOf(index + 1)}
              alt={`Slide ${index + 1} de ${art.slides.length}: ${slide.title}`}
              loading="lazy"
              decoding="async"
              width={WIDTH}
              height={Math.round((WIDTH * height) / width)}
              className="rounded-md border bg-muted"
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
