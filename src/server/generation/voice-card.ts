import { stripMarkdown } from "../../shared/generation/markdown.ts";
import type { scriptTones, strategyTones } from "../../shared/generation/options.ts";
import type { BrandVoice } from "../brands/service.ts";
import { clean, leadOf, lowerFirst } from "./offline-composer.ts";
import { untagged } from "./untagged.ts";

/*
 * The brand voice card: a short summary (about 150 tokens) of who speaks, derived in code from
 * the brand and its Prompt Mãe on every call, so every prompt (strategy, calendar batches,
 * scripts, captions, edits) sounds like the same brand without resending the whole Prompt Mãe.
 */

export type Tone = (typeof strategyTones)[number]["value"] | (typeof scriptTones)[number]["value"];

/** What a tone is and is not: a bare label ("Descontraído") lets the model overdo it. */
export const TONE_RULES: Record<Tone, { is: string; isNot: string }> = {
  profissional: {
    is: "claro, preciso e respeitoso",
    isNot: "frio, burocrático ou cheio de jargão",
  },
  elegante: { is: "refinado, sóbrio e cuidadoso", isNot: "esnobe, rebuscado ou distante" },
  descontraido: {
    is: "leve, próximo e bem-humorado",
    isNot: "infantil, forçado nas gírias ou desrespeitoso",
  },
  inspirador: {
    is: "motivador, positivo, com exemplos reais",
    isNot: "piegas, vago ou prometendo transformação",
  },
  empatico: {
    is: "acolhedor e atento às dores do público",
    isNot: "dramático, condescendente ou explorando o medo",
  },
  confiante: {
    is: "seguro, direto e apoiado em fatos",
    isNot: "arrogante, exagerado ou depreciativo",
  },
  persuasivo: {
    is: "convincente, com benefícios concretos e uma chamada clara",
    isNot: "sensacionalista, alarmista ou com urgência falsa",
  },
  educativo: {
    is: "didático, paciente, com exemplos práticos",
    isNot: "professoral, técnico demais ou cansativo",
  },
  formal: { is: "cortês, correto e objetivo", isNot: "rígido, rebuscado ou impessoal" },
};

/** Where a card comes from: the chosen brand (if any), the Prompt Mãe sent, the tone chosen. */
export type VoiceSource = {
  brand: BrandVoice | null;
  basePrompt: string;
  tone?: Tone;
};

const ESSENCE = /ess[eê]ncia/i;
const AUDIENCE = /p[uú]blico/i;
const VOICE = /tom de voz/i;

/** Cut at a word boundary: the card stays short whatever was pasted. */
function short(text: string, max: number): string {
  const plain = clean(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, "")}…`;
}

/** The first sentence under the Prompt Mãe's heading matching `heading` (its sections). */
export function sectionLead(basePrompt: string, heading: RegExp): string {
  const lines = basePrompt.split("\n");
  const start = lines.findIndex((line) => /^\s*#{1,4}\s/.test(line) && heading.test(line));
  if (start < 0) return "";
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*#{1,4}\s/.test(line)) break;
    if (line.trim()) body.push(line);
    if (body.length >= 3) break;
  }
  return body.length ? leadOf(stripMarkdown(body.join(" "))) : "";
}

const line = (label: string, text: string) => (text ? [`${label}: ${text}`] : []);

/** The card, tagged: a few short lines, each only when there is something to say. */
export function voiceCard({ brand, basePrompt, tone }: VoiceSource): string {
  const essence =
    clean(brand?.brandDescription ?? "") ||
    sectionLead(basePrompt, ESSENCE) ||
    (basePrompt.trim() ? leadOf(basePrompt) : "");
  const audience = sectionLead(basePrompt, AUDIENCE) || clean(brand?.brandProblemSolution ?? "");
  const rules = tone ? TONE_RULES[tone] : null;
  const described = sectionLead(basePrompt, VOICE);
  const own = described && lowerFirst(short(described, 120).replace(/[.!]$/, ""));
  const is = [rules?.is, own].filter(Boolean).join("; ");
  const isNot = rules?.isNot ?? "exagerado, sensacionalista ou genérico";
  const card = [
    ...line("Marca", short(brand?.brandName ?? "", 60)),
    ...line("Essência", short(essence, 180)),
    ...line("Público", short(audience, 140)),
    // Always said: local hashtags and regional dates need the place, even under a Público.
    ...line("Lugar", short(clean(brand?.brandLocation ?? ""), 60)),
    `Tom: é ${is || "o descrito no Prompt Mãe"}; não é ${isNot}.`,
    ...line("Valores", short(brand?.brandValues ?? "", 80)),
    ...line("Palavras para usar", brand?.wordsToUse.join(", ") ?? ""),
    ...line("Palavras para evitar (nunca use)", brand?.wordsToAvoid.join(", ") ?? ""),
  ];
  return `<cartao_de_voz>\n${untagged(card.join("\n"))}\n</cartao_de_voz>`;
}
