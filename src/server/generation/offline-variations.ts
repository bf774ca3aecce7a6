import { firstWords, HOOK_MAX_WORDS, wordCount } from "../../shared/generation/post-rules.ts";
import { VARIATION_COUNT } from "../../shared/generation/variations.ts";
import { firstSentence, lowerFirst } from "./offline-composer.ts";

/*
 * The offline composer's side of "Gerar 3 opções" (decision 043): three options by rules, each
 * a different angle on the text it varies, never the same text twice. Like every draft of the
 * composer, they are saved marked as demo.
 */

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Without its closing punctuation, so an opener can turn it into another sentence. */
const bare = (sentence: string) => sentence.replace(/[.!?…]+$/, "");

/** The first of `candidates` not already taken, else the last with a numbered mark. */
function distinct(taken: string[], candidates: string[]): string {
  const fresh = candidates.find((candidate) => !taken.includes(candidate));
  return fresh ?? `${candidates.at(-1)} (${taken.length + 1})`;
}

/** Options that differ from the current text and from each other. */
function options(current: string, make: ((taken: string[]) => string)[]): string[] {
  const taken = [current.trim()];
  for (const option of make) taken.push(option(taken));
  return taken.slice(1, VARIATION_COUNT + 1);
}

/**
 * A caption three ways: opening with a question, cut to its opening and closing lines, and
 * opening with a tip; the rest of its text kept.
 */
export function composeCaptionOptions(caption: string): string[] {
  const [opening = caption.trim(), ...rest] = paragraphsOf(caption);
  const lead = firstSentence(opening) || opening;
  const body = (first: string) => [first, ...rest].join("\n\n");
  return options(caption, [
    (taken) => distinct(taken, [body(`Você já passou por isso? ${opening}`)]),
    (taken) =>
      distinct(taken, [
        [lead, rest.at(-1)].filter(Boolean).join("\n\n"),
        `Em resumo: ${lowerFirst(lead)}`,
      ]),
    (taken) => distinct(taken, [body(`Fica a dica: ${lowerFirst(bare(lead))}.`)]),
  ]);
}

/** A script's opening three ways: a question to the viewer, the result first, a common mistake. */
export function composeOpeningOptions(opening: string): string[] {
  return options(opening, [
    (taken) =>
      distinct(taken, [
        'Abra com uma pergunta direta, olhando para a câmera: "Você também passa por isso?"',
      ]),
    (taken) =>
      distinct(taken, [
        "Abra mostrando o resultado final nos primeiros segundos e só depois conte como chegou lá.",
      ]),
    (taken) =>
      distinct(taken, [
        "Abra com um erro comum do seu público e prometa mostrar como evitá-lo até o fim.",
      ]),
  ]);
}

/**
 * A hook three ways, each within the hook's words (decision 035): a question, a curiosity, a
 * call to stop scrolling; the hook's own words cut to leave room for the opener.
 */
export function composeHookOptions(hook: string): string[] {
  const opened = (opener: string, end: string) => {
    const room = HOOK_MAX_WORDS - wordCount(opener);
    return `${opener} ${lowerFirst(bare(firstWords(hook, room)))}${end}`;
  };
  return options(hook, [
    (taken) => distinct(taken, [opened("E se", "?"), opened("Você sabia que", "?")]),
    (taken) => distinct(taken, [opened("Pouca gente sabe:", "."), opened("Curiosidade:", ".")]),
    (taken) => distinct(taken, [opened("Pare de rolar:", "."), opened("Atenção:", "!")]),
  ]);
}
