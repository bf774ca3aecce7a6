import { MAX_CONTENT_SLIDES } from "../../../../shared/art.ts";
import type { PostArt, Slide } from "../../../../shared/art-schemas.ts";
import type { ArtInput } from "../../../../shared/generation/inputs.ts";
import { clean } from "../../offline-composer.ts";
import { bounded, carouselOf, cutAt, MIN_CONTENT_SLIDES } from "./slides.ts";

/*
 * The offline composer's carousel: the post's own words split into slides. The cover is its
 * theme and hook; each scene of its script is a slide (the text on screen its title, the line
 * said its text), then the caption's sentences; past 8, the rest are one list; the closing
 * slide is its call to action. A post with too little to say is filled with slides that ask
 * to save and share, never with invented facts.
 */

type Scene = { title: string; body: string };

/** The script's quoted lines by scene: "Texto na tela" as the title, "Fala"/"Texto" as the text. */
function scenesOf(script: string): Scene[] {
  const sections = script.split(/^#{2,3}\s+/m).slice(1);
  return sections
    .filter((section) => !/^(gancho|chamada|legenda|dicas)/i.test(section))
    .map((section) => {
      const said = (label: RegExp) => clean(section.match(label)?.[1] ?? "");
      const body = said(/^(?:Fala|Texto):\s*"([^"]+)"/m);
      const screen = said(/^Texto na (?:tela|arte):\s*"([^"]+)"/m);
      return { title: screen || headline(body), body: screen ? body : "" };
    })
    .filter((scene) => scene.title);
}

/** A sentence's first clause, as a slide's title. */
function headline(sentence: string): string {
  const clause = clean(sentence).split(/(?<=[.!?:;])\s|,\s/)[0] ?? "";
  return cutAt(clause.replace(/[.!?:;]+$/, ""), 70);
}

/** The caption's sentences (its text alone, no hashtags), each a slide. */
function captionScenes(caption: string): Scene[] {
  return clean(caption.replace(/#[\p{L}\p{N}_]+/gu, ""))
    .split(/(?<=[.!?])\s/)
    .filter((sentence) => sentence.split(" ").length >= 4)
    .map((sentence) => ({ title: headline(sentence), body: sentence }));
}

const FILLERS: Scene[] = [
  { title: "Salve para consultar depois", body: "Volte a este post sempre que precisar." },
  { title: "Mande para quem precisa ver", body: "Compartilhe com alguém que vai gostar." },
  { title: "Conta pra gente", body: "Deixe a sua dúvida nos comentários." },
];

const key = (text: string) => text.toLocaleLowerCase("pt-BR").replace(/\W+/g, "");

/** The post's script and caption as a carousel: cover, 3 to 8 content slides, call to action. */
export function composeArt(input: ArtInput): PostArt {
  const seen = new Set<string>([key(input.theme)]);
  const scenes = [...scenesOf(input.script), ...captionScenes(input.caption)].filter((scene) => {
    const k = key(scene.title);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  for (const filler of FILLERS) {
    if (scenes.length >= MIN_CONTENT_SLIDES) break;
    scenes.push(filler);
  }
  const tips =
    scenes.length > MAX_CONTENT_SLIDES ? scenes.slice(0, MAX_CONTENT_SLIDES - 1) : scenes;
  const rest = scenes.slice(tips.length);
  const content: Slide[] = tips.map((scene) => ({ layout: "tip", items: [], ...scene }));
  if (rest.length > 0) {
    content.push({
      layout: "list",
      title: "Para lembrar",
      body: "",
      items: rest.map((scene) => scene.title),
    });
  }
  const slides = [
    { layout: "cover", title: input.theme, body: input.hook, items: [] },
    ...content,
    {
      layout: "cta",
      title: clean(input.callToAction) || "Gostou? Salve e compartilhe",
      body: "",
      items: [],
    },
  ].map((slide) => bounded(slide as Slide));
  const art = carouselOf(slides, input.format);
  if (!art) throw new Error("the composer's carousel has too few slides");
  return art;
}
