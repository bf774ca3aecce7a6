import { QUICK_COMMANDS } from "../../shared/generation/inputs.ts";
import { stripMarkdown } from "../../shared/generation/markdown.ts";

/*
 * The offline composer's side of the edit chat: the four quick commands applied by rules.
 * Anything else needs a real AI provider.
 */

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const keepCase = (word: string, by: string) =>
  word.charAt(0) === word.charAt(0).toUpperCase() ? by.charAt(0).toUpperCase() + by.slice(1) : by;

const words = (map: Record<string, string>): [RegExp, string][] =>
  Object.entries(map).map(([from, to]) => [
    new RegExp(`(?<![\\p{L}\\p{N}])${from}(?![\\p{L}\\p{N}])`, "giu"),
    to,
  ]);

const informalToFormal = words({
  vc: "você",
  vcs: "vocês",
  pra: "para",
  pro: "para o",
  tá: "está",
  tô: "estou",
  né: "não é",
  // "a gente" takes the third person singular, as "nossa equipe" does
  "a gente": "nossa equipe",
  oi: "olá",
  galera: "pessoal",
  super: "muito",
  top: "excelente",
});

const complexToSimple = words({
  utilizar: "usar",
  utiliza: "usa",
  utilize: "use",
  utilizamos: "usamos",
  realizar: "fazer",
  realiza: "faz",
  realizamos: "fazemos",
  adquirir: "comprar",
  "além disso": "também",
  entretanto: "mas",
  "no entanto": "mas",
  portanto: "então",
  visando: "para",
  "a fim de": "para",
  possibilitar: "permitir",
  "com o objetivo de": "para",
  mediante: "por meio de",
  aproximadamente: "cerca de",
});

/**
 * "Beleza" is slang only as an utterance of its own ("Beleza!", "combinado, beleza?"); in
 * "salão de beleza" it is a noun and stays.
 */
const SLANG_BELEZA = /(?<=^|[.!?,]\s*)beleza(?=\s*[.!?,]|\s*$)/gimu;

function formal(text: string) {
  const replaced = informalToFormal.reduce(
    (acc, [pattern, by]) => acc.replace(pattern, (w) => keepCase(w, by)),
    text.replace(SLANG_BELEZA, (w) => keepCase(w, "certo")),
  );
  return replaced
    .replace(/\p{Extended_Pictographic}\uFE0F?\s?/gu, "")
    .replace(/!+/g, ".")
    .replace(/\.{2,}/g, ".")
    .replace(
      /(^|[.?]\s+)(\p{Ll})/gu,
      (_, lead: string, letter: string) => lead + letter.toUpperCase(),
    );
}

function summarize(text: string) {
  const sentences = sentencesOf(
    paragraphsOf(stripMarkdown(text))
      .map((p) => (/[.!?]$/.test(p) ? p : `${p}.`))
      .join(" "),
  );
  const half = Math.ceil(Math.min(sentences.length, 6) / 2);
  const first = sentences.slice(0, half).join(" ");
  const rest = sentences.slice(half);
  const second = (rest.length > 3 ? [...rest.slice(0, 2), rest[rest.length - 1]] : rest).join(" ");
  return second ? `${first}\n\n${second}` : first;
}

function simplify(text: string) {
  const plain = stripMarkdown(text);
  const replaced = complexToSimple.reduce(
    (acc, [pattern, by]) => acc.replace(pattern, (w) => keepCase(w, by)),
    plain,
  );
  return replaced.replace(/;\s+(\p{L})/gu, (_, letter: string) => `. ${letter.toUpperCase()}`);
}

/**
 * Adding details needs facts about the brand that only the person (or a real model) knows: a
 * rule could only paste instructions ("inclua um exemplo…") into the text, a caption included.
 */
export const DETAILS_NEED_AI =
  'No modo demonstração, "Adicione mais detalhes" não inventa fatos sobre a marca: escreva os detalhes no texto, ou peça ao administrador que configure um provedor de IA.';

const commands: [RegExp, ((text: string) => string) | null][] = [
  [/formal/i, formal],
  [/resum|encurt|2 par[aá]grafos/i, summarize],
  [/detalh|expand|aprofund/i, null],
  [/simplif|simples/i, simplify],
];

const quoted = QUICK_COMMANDS.map((command) => `"${command}"`);
export const QUICK_COMMANDS_ONLY = `No modo demonstração, apenas os comandos rápidos estão disponíveis: ${quoted.slice(0, -1).join(", ")} e ${quoted.at(-1)}.`;

/**
 * A quick command applied by its rule (a text the rule leaves as it was is the caller's
 * "unchanged"), or why it cannot be: not a quick command, or one that needs a real model.
 */
export function applyQuickCommand(
  content: string,
  instruction: string,
): { text: string } | { why: string } {
  const command = commands.find(([pattern]) => pattern.test(instruction));
  if (!command) return { why: QUICK_COMMANDS_ONLY };
  const [, apply] = command;
  return apply ? { text: apply(content) } : { why: DETAILS_NEED_AI };
}
