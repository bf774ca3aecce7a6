import type { CaptionFields } from "../../../../shared/generation/caption-fields.ts";
import {
  ALT_TEXT_MAX,
  CHANNEL_LIMITS,
  captionText,
} from "../../../../shared/generation/captions.ts";
import { hashtagOf, hashtagsIn } from "../../../../shared/generation/hashtags.ts";
import type { CaptionInput } from "../../../../shared/generation/inputs.ts";
import { ALCOHOL_WARNING, legalRulesOf } from "../../../../shared/generation/legal-rules.ts";
import type { Channel } from "../../../../shared/generation/options.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { clean } from "../../offline-composer.ts";
import { valuesSaid } from "../../offline-grammar.ts";

/*
 * The offline composer's caption: the post's hook, a line that fits its format and channel,
 * the brand's values said as a sentence (never its description pasted), and the post's call
 * to action with the channel's way to act ("link na bio" on Instagram and TikTok, where a
 * caption holds no link). Hashtags are whole phrases (the brand's place and words, never a
 * theme's first words glued); alt text asks the marketer to describe the picture.
 */

/** How many hashtags each channel gets: 3 to 6 where they are read, 1 or 2 elsewhere. */
const HASHTAGS: Record<Channel, number> = {
  instagram: 6,
  tiktok: 4,
  facebook: 2,
  linkedin: 2,
  youtube: 2,
  twitter: 1,
  whatsapp_status: 0,
  whatsapp_canal: 0,
};

/** A line by format: what the reader does with this kind of post. */
function formatLine(format: string, channel: Channel): string {
  const f = format.toLowerCase();
  if (channel === "linkedin")
    return "Escrevo sobre isso porque é a dúvida que mais escuto no dia a dia.";
  if (f.includes("carrossel")) return "Arrasta para o lado e salva para consultar quando precisar.";
  if (f.includes("thread")) return "Segue o fio.";
  if (f.includes("stories") || f.includes("status"))
    return "Responde aqui mesmo se ficou alguma dúvida.";
  if (/reels|vídeo|video|shorts/.test(f))
    return "Dá o play: em menos de um minuto você entende o essencial.";
  return "Salva para lembrar depois.";
}

/** The post's call to action, with the link where the channel keeps it. */
function callOf(callToAction: string, channel: Channel): string {
  const call = clean(callToAction);
  if (channel !== "instagram" && channel !== "tiktok") return call;
  return call.replace(/\b(pelo|no) link\b(?! na bio)/gi, "$1 link na bio");
}

/** Whole-phrase hashtags: the brand's place, its words to use, its name. */
function hashtagsOf(input: CaptionInput, brand: BrandVoice | null): string[] {
  const count = HASHTAGS[input.channel];
  if (count === 0) return [];
  const places = (brand?.brandLocation ?? "")
    .replace(/\([^)]*\)/g, "")
    // A state's code after its city ("Belém - PA", "Recife/PE") is no hashtag of its own.
    .replace(/\s*[-–/]\s*[A-Z]{2}\b/g, "")
    .split(/[,;]|\se\s/)
    .map(clean)
    .filter(
      (p) =>
        p && p.split(" ").length <= 3 && !/^[A-Z]{2}$/.test(p) && !/on-?line|brasil|todo/i.test(p),
    );
  const phrases = [...places, ...(brand?.wordsToUse ?? [])];
  const own = [...phrases.filter((p) => p && p.split(/\s+/).length <= 3), brand?.brandName ?? ""]
    .filter(Boolean)
    .map(camelTag);
  // Without a brand's words, the theme's longer words, each whole.
  const themeWords = (own.length >= 3 ? "" : clean(input.theme))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 5)
    .map(camelTag);
  const picked = hashtagsIn(input.hashtags.join(" "));
  return hashtagsIn([...picked, ...own, ...themeWords].join(" ")).slice(
    0,
    Math.max(count, picked.length),
  );
}

/** "fermentação natural" → "#FermentaçãoNatural": every word kept whole. */
const camelTag = (phrase: string) =>
  hashtagOf(
    phrase
      .split(/\s+/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(""),
  );

export function composeCaption(input: CaptionInput, brand: BrandVoice | null = null): string {
  const limits = CHANNEL_LIMITS[input.channel];
  const theme = clean(input.theme);
  const rules = legalRulesOf(`${input.basePrompt}\n${brand?.brandDescription ?? ""}`);
  const short = input.channel === "twitter" || input.channel.startsWith("whatsapp");
  const fields: CaptionFields = {
    caption: [
      clean(input.hook) || `${theme}.`,
      short
        ? ""
        : `${formatLine(input.format, input.channel)} ${valuesSaid(brand?.brandValues ?? "")?.sentence ?? ""}`.trim(),
      callOf(input.callToAction, input.channel),
      rules.alcohol ? ALCOHOL_WARNING : "",
    ]
      .filter(Boolean)
      .join("\n\n"),
    hashtags: limits.hashtags === 0 ? [] : hashtagsOf(input, brand),
    altText: "[descreva a foto: quem aparece, o que faz e onde]".slice(0, ALT_TEXT_MAX),
    firstComment: "",
  };
  return captionText(fields);
}
