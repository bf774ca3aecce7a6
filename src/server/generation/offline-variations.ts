import { firstWords, HOOK_MAX_WORDS, wordCount } from "../../shared/generation/post-rules.ts";
import { VARIATION_COUNT } from "../../shared/generation/variations.ts";
import { clean, firstSentence, lowerFirst } from "./offline-composer.ts";
import { lower, upper } from "./offline-grammar.ts";
import { promiseOf, screenOf, WORDS_PER_SECOND } from "./tools/script-composer.ts";
import type { VariedWhole } from "./tools/tool.ts";

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

/** A heading's timing, "(0–6 s)", in seconds; null when it states none. */
const secondsIn = (heading: string) => {
  const timing = heading.match(/(\d+)\s*[–-]\s*(\d+)\s*s\b/);
  return timing ? Number(timing[2]) - Number(timing[1]) : null;
};

/** A line of an opening: what is said, what is shown. */
type Line = { spoken: string; screen: string };

/** An opening's text in the layout it has: said and shown (video), a slide's, an art's. */
function laidOut(opening: string, line: Line): string {
  if (/^\s*Texto na arte:/im.test(opening)) return `Texto na arte: "${line.screen}"`;
  if (/^\s*Texto:/im.test(opening) && !/^\s*Fala:/im.test(opening)) {
    return `Texto: "${line.spoken}"`;
  }
  return `Fala: "${line.spoken}"\nTexto na tela: "${line.screen}"`;
}

/**
 * A script's opening three ways, as copy the brand can shoot (issue 41), never as advice to
 * the marketer: a question to its audience, what the brand promises said first, a reason to
 * watch to the end. The audience comes from the script's brief line, the promise from the
 * brand (its card, else its Prompt Mãe); each line fits the seconds its heading gives it at
 * the pace of narration, else its shorter form. The script's internal goal is never read.
 */
export function composeOpeningOptions(opening: string, whole?: VariedWhole): string[] {
  const content = whole?.content ?? "";
  const heading = /^#{2,3} .*$/m.exec(content)?.[0] ?? "";
  // A slide or an art is read, not said: only a timed scene limits its words.
  const seconds = secondsIn(heading);
  const room = seconds === null ? Number.POSITIVE_INFINITY : Math.floor(seconds * WORDS_PER_SECOND);
  const stay = /slide/i.test(heading) ? "Arraste até o fim" : "Fique até o fim";
  const audience = lower(clean(content.match(/^Público-alvo:(.*)$/m)?.[1] ?? ""));
  const to = audience ? ` para ${bare(audience)}` : "";
  const promise = whole ? promiseOf(whole, whole.brand) : "";
  // The last line is the shortest, within the 3 s a scene has at least: taken when none fits.
  const fitting = (...lines: [...Line[], Line]) =>
    laidOut(opening, lines.find((l) => wordCount(l.spoken) <= room) ?? (lines.at(-1) as Line));
  const promised: Line[] =
    promise.length > 1
      ? [
          { spoken: `Direto ao ponto: ${lower(promise)}`, screen: screenOf(promise) },
          { spoken: promise, screen: screenOf(promise) },
        ]
      : [];
  return options(opening, [
    (taken) =>
      distinct(taken, [
        fitting(
          ...(audience
            ? [
                { spoken: `${upper(bare(audience))}? Isto é para você.`, screen: "É o seu caso?" },
                { spoken: `${upper(bare(audience))}? É para você.`, screen: "É o seu caso?" },
              ]
            : []),
          { spoken: "É o seu caso? Isto é para você.", screen: "É o seu caso?" },
        ),
      ]),
    (taken) =>
      distinct(taken, [
        fitting(...promised, {
          spoken: "Direto ao ponto, sem rodeios.",
          screen: "Direto ao ponto",
        }),
      ]),
    (taken) =>
      distinct(taken, [
        fitting(
          { spoken: `${stay}: isto foi pensado${to}.`, screen: "Pensado para você" },
          { spoken: `${stay}: é para você.`, screen: "Pensado para você" },
        ),
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
