// WCAG 2's relative luminance and contrast ratio: the slides' text must read at 4.5:1 or more.

function channel(value: number) {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

export function contrastRatio(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// A softer ink first; black or white always reaches 4.58:1 against any colour, since the
// larger of the two ratios is at least the square root of 21.
const INKS = ["#ffffff", "#1f2937", "#000000"];

/** The text colour for a background: the first ink that reads at 4.5:1, else the better one. */
export function inkOn(background: string) {
  const readable = INKS.find((ink) => contrastRatio(ink, background) >= 4.5);
  return (
    readable ??
    (contrastRatio("#000000", background) >= contrastRatio("#ffffff", background)
      ? "#000000"
      : "#ffffff")
  );
}
