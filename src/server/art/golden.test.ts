import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { pixelDifference } from "../../../tests/helpers/png-diff.ts";
import type { Slide } from "../../shared/art-schemas.ts";
import type { ArtLook, RenderJob } from "./job.ts";
import { createArtRenderer } from "./renderer.ts";

// Golden images: each layout drawn with accents, an emoji and a long title, on a dark and a
// light brand colour, compared with the picture checked in. `UPDATE_GOLDENS=1` rewrites them
// (look at each before committing it).
const GOLDENS = new URL("../../../tests/fixtures/art/", import.meta.url);
const TOLERANCE = 0.002;
const LONG_TITLE =
  "Como a padaria do bairro conquistou São João del-Rei com pão de queijo e coração 🧀";

const SLIDES: Slide[] = [
  {
    layout: "cover",
    title: LONG_TITLE,
    body: "Receita da vovó, direto de Minas Gerais",
    items: [],
  },
  {
    layout: "tip",
    title: "Polvilho azedo faz toda a diferença 😋",
    body: "Misture o doce e o azedo: a casquinha fica crocante e o miolo, macio. Atenção à temperatura do forno!",
    items: [],
  },
  {
    layout: "list",
    title: "Você vai precisar de:",
    body: "",
    items: [
      "500 g de polvilho",
      "2 ovos caipiras 🥚",
      "Queijo meia-cura ralado",
      "Leite e óleo na medida certa",
    ],
  },
  { layout: "quote", title: "O que dizem nossos clientes ❤️", body: "", items: [] },
  {
    layout: "cta",
    title: "Peça já o seu! Entregamos em toda a região",
    body: "Chame no WhatsApp 📲",
    items: [],
  },
];

const LOOKS: Record<string, ArtLook> = {
  dark: {
    brandName: "Padaria Pão Quente",
    color: "#1e3a8a",
    secondColor: "#f59e0b",
    fontPair: "moderna",
    logo: null,
  },
  light: {
    brandName: "Doçaria Açúcar",
    color: "#fde68a",
    secondColor: "#be123c",
    fontPair: "classica",
    logo: null,
  },
};

const renderer = createArtRenderer({ workers: 2 });
afterAll(() => renderer.close());

async function matchesGolden(name: string, job: RenderJob) {
  const png = await renderer.render(job);
  const file = new URL(`${name}.png`, GOLDENS);
  if (process.env.UPDATE_GOLDENS === "1") writeFileSync(file, png);
  expect(existsSync(file), `golden ${name}.png is missing: UPDATE_GOLDENS=1`).toBe(true);
  expect(await pixelDifference(png, readFileSync(file))).toBeLessThan(TOLERANCE);
}

// A worker's first slide loads satori and the fonts: seconds on a busy machine.
describe("slides as drawn", { timeout: 30_000 }, () => {
  for (const [shade, look] of Object.entries(LOOKS)) {
    for (const [index, slide] of SLIDES.entries()) {
      it(`draws the ${slide.layout} layout on a ${shade} brand colour as its golden image`, async () => {
        await matchesGolden(`${slide.layout}-${shade}`, {
          slide,
          index,
          total: SLIDES.length,
          look,
          format: "portrait",
        });
      });
    }
  }

  it("draws the square and the Stories sizes as their golden images", async () => {
    const look = { ...LOOKS.dark!, fontPair: "amigavel" as const };
    await matchesGolden("cover-square", {
      slide: SLIDES[0]!,
      index: 0,
      total: 5,
      look,
      format: "square",
    });
    await matchesGolden("cta-story", {
      slide: SLIDES[4]!,
      index: 4,
      total: 5,
      look,
      format: "story",
    });
  });

  it("tells a changed slide from its golden image", async () => {
    const job = {
      slide: SLIDES[1]!,
      index: 1,
      total: 5,
      look: LOOKS.dark!,
      format: "portrait" as const,
    };
    const changed = {
      ...job,
      slide: { ...job.slide, title: "Polvilho doce faz toda a diferença 😋" },
    };
    const [before, after] = await Promise.all([renderer.render(job), renderer.render(changed)]);
    expect(await pixelDifference(before, after)).toBeGreaterThan(TOLERANCE);
  });
});
