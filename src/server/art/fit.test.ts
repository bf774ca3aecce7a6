import { describe, expect, it } from "vitest";
import { FONT_PAIRS, type FontPair, MAX_SLIDE_BODY, MAX_SLIDE_TITLE } from "../../shared/art.ts";
import { ART_FORMATS } from "../../shared/art-formats.ts";
import { fitText } from "./fit.ts";
import { facesOf } from "./fonts.ts";
import type { RenderJob } from "./job.ts";
import { slideTree } from "./layouts.ts";

const face = facesOf("moderna").title;
const box = { width: 900, height: 400, maxSize: 120, lineHeight: 1.1 };

/** Every font size set in a slide's tree. */
function fontSizes(node: unknown): number[] {
  if (!node || typeof node !== "object" || !("props" in node)) return [];
  const { style, children } = (
    node as { props: { style?: { fontSize?: number }; children?: unknown[] } }
  ).props;
  return [...(style?.fontSize ? [style.fontSize] : []), ...(children ?? []).flatMap(fontSizes)];
}

describe("fitting text into its box", () => {
  it("keeps a short title at the largest size on one line", () => {
    const fitted = fitText(face, ["Promoção"], box);
    expect(fitted.fontSize).toBe(120);
    expect(fitted.paragraphs).toEqual([["Promoção"]]);
  });

  it("sizes a longer title down before it runs out of room, and keeps every word whole", () => {
    const title =
      "Cinco maneiras de transformar seu café da manhã em um ritual de autocuidado diário";
    const fitted = fitText(face, [title], box);
    expect(fitted.fontSize).toBeLessThan(120);
    expect(fitted.height).toBeLessThanOrEqual(box.height);
    expect(fitted.paragraphs[0]!.join(" ")).toBe(title);
  });

  it("breaks a word wider than the box only at the smallest size, losing no letter", () => {
    const word = "Pneumoultramicroscopicossilicovulcanoconiótico".repeat(3);
    const fitted = fitText(face, [word], { ...box, width: 300 });
    expect(fitted.paragraphs[0]!.join("")).toBe(word);
    expect(fitted.paragraphs[0]!.length).toBeGreaterThan(1);
  });

  it("counts the gaps between a list's items in its height", () => {
    const items = ["Um", "Dois", "Três"];
    const fitted = fitText(face, items, { ...box, paragraphGap: 24, maxSize: 40 });
    expect(fitted.height).toBe(Math.ceil(3 * 40 * 1.1 + 2 * 24));
  });

  it("fits the longest title and text any slide may carry, in every layout, pair and format, at a readable size", () => {
    const title = "Ação ".repeat(MAX_SLIDE_TITLE / 5).trim();
    const body = "Coração e emoção 🎉 "
      .repeat(MAX_SLIDE_BODY / 20)
      .trim()
      .slice(0, MAX_SLIDE_BODY);
    for (const format of Object.keys(ART_FORMATS) as RenderJob["format"][]) {
      for (const fontPair of Object.keys(FONT_PAIRS) as FontPair[]) {
        for (const layout of ["cover", "tip", "list", "quote", "cta"] as const) {
          const items = Array.from({ length: 5 }, () => body.slice(0, 90));
          const look = {
            brandName: "Marca",
            color: "#000000",
            secondColor: "#ffffff",
            fontPair,
            logo: null,
          };
          const tree = slideTree({
            slide: { layout, title, body, items },
            index: 1,
            total: 7,
            look,
            format,
          });
          expect(
            Math.min(...fontSizes(tree)),
            `${layout} ${fontPair} ${format}`,
          ).toBeGreaterThanOrEqual(20);
        }
      }
    }
  });
});
