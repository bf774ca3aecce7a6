import { openingOf } from "../../src/server/generation/tools/script.ts";
import { normalized, wordCount } from "./text.ts";

/*
 * A script a team can shoot: scenes under "##" headings ("Gerar 3 opções" reads them), each
 * with what is said and what is written on screen, and, for video, its timing. A script made
 * of instructions ("Comece com a pergunta que o público faz") leaves the writing undone.
 */

/** Lines that carry the copy itself: a spoken line, on-screen text, a slide's or art's text. */
const COPY_LINE =
  /^\s*[-*]?\s*(?:\*\*)?(?:fala|narracao|texto na tela|texto na arte|texto|titulo)(?:\*\*)?\s*:/;
/** Lines that tell the marketer what to write instead of writing it. */
const INSTRUCTION =
  /^\s*(?:[-*]\s*)?(?:(?:cena|slide|story) \d+: )?(?:comece|abra com|abra mostrando|apresente|mostre a solucao|diga exatamente|conte em|titulo que promete|uma frase curta|o problema, como|por que ele acontece|o primeiro passo|o segundo passo|o resultado que)/;
/** A timing mark: "(0–3 s)", "0:03", "3 s". */
const TIMING = /\d+\s*(?:[–-]\s*\d+\s*)?s\b|\d+:\d{2}/;
/** Brazilian narration runs at about 2.5 words a second. */
const WORDS_PER_SECOND = 2.5;

/** The words said in a script's lines (plain, as normalized() leaves them). */
const spokenWords = (plainLines: string[]) =>
  wordCount(
    plainLines
      .filter((l) => /^\s*[-*]?\s*(?:fala|narracao)\s*:/.test(l))
      .map((l) => l.replace(/^[^:]*:/, ""))
      .join(" "),
  );

/** The seconds a duration states ("30 segundos", "1 minuto"), or null. */
export function secondsOf(duration: string): number | null {
  const plain = normalized(duration);
  const minutes = plain.match(/(\d+)\s*min/);
  if (minutes) return Number(minutes[1]) * 60;
  const seconds = plain.match(/(\d+)\s*(?:s\b|seg)/);
  return seconds ? Number(seconds[1]) : null;
}

/** What keeps a script from being shot as written. */
export function sceneProblems(script: string, format: string, duration: string): string[] {
  const lines = script.split("\n");
  const plainLines = lines.map((l) => normalized(l.replace(/\*\*/g, "")));
  const problems: string[] = [];
  const headings = lines.filter((l) => /^##\s/.test(l));
  if (headings.length < 3) problems.push(`${headings.length} seções "##"`);
  const copy = plainLines.filter((l) => COPY_LINE.test(l));
  if (copy.length < (format === "imagem" ? 1 : 3)) problems.push(`${copy.length} linhas de texto`);
  const told = lines.filter((_, i) => INSTRUCTION.test(plainLines[i] ?? ""));
  problems.push(...told.map((l) => `instrução "${l.trim()}"`));
  if (format === "video" || format === "stories") {
    if (
      !headings.some((h) => TIMING.test(h)) &&
      !lines.some((l) => /^###\s/.test(l) && TIMING.test(l))
    ) {
      problems.push("sem tempos");
    }
  }
  const seconds = secondsOf(duration);
  if (format === "video" && seconds !== null) {
    const needed = spokenWords(plainLines) / WORDS_PER_SECOND;
    if (needed > seconds * 1.25) problems.push(`${Math.round(needed)} s de fala em ${seconds} s`);
  }
  return problems;
}

/**
 * What keeps "Gerar 3 opções" on a script from being copy: each option in its opening's place
 * leaves a script that can be shot as written (scenes, timing, no instruction), carries a line
 * to say or show itself, and no two options (nor an option and the opening) are the same.
 */
export function openingOptionProblems(
  options: readonly string[],
  script: string,
  format: string,
  duration: string,
): string[][] {
  const opening = openingOf(script);
  return options.map((option, i) => {
    if (!opening) return ["sem abertura para variar"];
    const shot = `${script.slice(0, opening.start)}${option}${script.slice(opening.end)}`;
    const problems = sceneProblems(shot, format, duration);
    const lines = option.split("\n").map((l) => normalized(l.replace(/\*\*/g, "")));
    if (!lines.some((l) => COPY_LINE.test(l))) problems.push("opção sem fala nem texto");
    // Its own scene's time, as the heading above it states it ("## Gancho (0–3 s)").
    const heading = script.slice(0, opening.start).trimEnd().split("\n").at(-1) ?? "";
    const timing = heading.match(/(\d+)\s*[–-]\s*(\d+)\s*s\b/);
    const seconds = timing ? Number(timing[2]) - Number(timing[1]) : null;
    const needed = spokenWords(lines) / WORDS_PER_SECOND;
    if (seconds !== null && needed > seconds * 1.25) {
      problems.push(`${Math.round(needed)} s de fala em ${seconds} s de abertura`);
    }
    const same = [opening.text, ...options.slice(0, i)].map(normalized);
    if (same.includes(normalized(option))) problems.push("opção repetida");
    return problems;
  });
}
