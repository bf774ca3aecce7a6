import type { Face } from "./fonts.ts";

/** A box of text as drawn: the size chosen and the lines it was wrapped into. */
export type FittedText = { fontSize: number; paragraphs: string[][]; height: number };

type Box = {
  width: number;
  height: number;
  maxSize: number;
  lineHeight: number;
  /** Space between paragraphs (a list's items), in pixels. */
  paragraphGap?: number;
};

// Text is never cut: at this size words break and the box may grow. The slide schema bounds
// every field so that its longest text fits well above it (art.test.ts).
const FLOOR = 14;
// Satori's shaping may add a hair of kerning we did not: lines are wrapped a little short.
const WIDTH_MARGIN = 0.97;
const EMOJI_WIDTH = 1.15;

const graphemes = new Intl.Segmenter("pt-BR", { granularity: "grapheme" });
const pictographic = /\p{Extended_Pictographic}/u;

// Widths at size 1, kept per face: a fit tries a dozen sizes over the same words, and a
// width scales with the size. Emptied past a bound, since a worker lives for many slides.
const MAX_KEPT_WIDTHS = 20_000;
const unitWidths = new WeakMap<Face, Map<string, number>>();

function unitWidth(face: Face, text: string) {
  const widths = unitWidths.get(face) ?? new Map<string, number>();
  unitWidths.set(face, widths);
  let width = widths.get(text);
  if (width === undefined) {
    width = 0;
    let run = "";
    for (const { segment } of graphemes.segment(text)) {
      if (pictographic.test(segment)) {
        width += face.font.getAdvanceWidth(run, 1000) / 1000 + EMOJI_WIDTH;
        run = "";
      } else run += segment;
    }
    width += face.font.getAdvanceWidth(run, 1000) / 1000;
    if (widths.size >= MAX_KEPT_WIDTHS) widths.clear();
    widths.set(text, width);
  }
  return width;
}

function widthOf(face: Face, text: string, size: number) {
  return unitWidth(face, text) * size;
}

/** Splits a word too wide for any line into pieces that fit (only at the floor size). */
function breakWord(face: Face, word: string, size: number, width: number) {
  const pieces: string[] = [];
  let piece = "";
  for (const { segment } of graphemes.segment(word)) {
    if (piece && widthOf(face, piece + segment, size) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += segment;
  }
  return piece ? [...pieces, piece] : pieces;
}

function wrapParagraph(
  face: Face,
  paragraph: string,
  size: number,
  width: number,
  breakWords: boolean,
) {
  const lines: string[] = [];
  for (const given of paragraph.split("\n")) {
    const space = widthOf(face, " ", size);
    let line = "";
    let lineWidth = 0;
    for (const word of given.split(/\s+/).filter(Boolean)) {
      const wordWidth = widthOf(face, word, size);
      if (line && lineWidth + space + wordWidth <= width) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (!line && wordWidth <= width) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth > width) {
        if (!breakWords) return null;
        const pieces = breakWord(face, word, size, width);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? "";
        lineWidth = widthOf(face, line, size);
      }
    }
    lines.push(line);
  }
  return lines;
}

function wrap(face: Face, texts: string[], size: number, width: number, breakWords: boolean) {
  const paragraphs: string[][] = [];
  for (const text of texts) {
    const lines = wrapParagraph(face, text, size, width, breakWords);
    if (!lines) return null;
    paragraphs.push(lines);
  }
  return paragraphs;
}

/**
 * The largest size at which text fits the box, wrapped at word boundaries: sized down first,
 * then wrapped, never cut. The size falls by about 5% a step from maxSize; each text is a
 * paragraph (a line break inside one starts a new line).
 */
export function fitText(face: Face, texts: string[], box: Box): FittedText {
  const width = box.width * WIDTH_MARGIN;
  for (let size = box.maxSize; size >= FLOOR; size = Math.floor(size * 0.95)) {
    const atFloor = Math.floor(size * 0.95) < FLOOR;
    const paragraphs = wrap(face, texts, size, width, atFloor);
    if (!paragraphs) continue;
    const lines = paragraphs.reduce((n, p) => n + p.length, 0);
    const gaps = (box.paragraphGap ?? 0) * Math.max(0, paragraphs.length - 1);
    const height = Math.ceil(lines * size * box.lineHeight + gaps);
    if (height <= box.height || atFloor) return { fontSize: size, paragraphs, height };
  }
  throw new Error("unreachable: the floor size always returns");
}
