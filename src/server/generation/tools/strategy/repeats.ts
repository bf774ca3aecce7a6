/*
 * The repeat check over a whole plan: a post whose theme or hook says what an earlier post
 * said is a repeat (the earlier post stays). Here by words, set aside what does not change the
 * idea (accents, case, punctuation, filler words, plural and gender endings, a few synonyms);
 * by meaning too where the model's server embeds (meaning.ts).
 */

/** Words that carry no idea of their own: "dicas de inverno" and "dicas para o inverno" match. */
const FILLER = new Set(
  "a o as os um uma uns umas de da do das dos em na no nas nos ao aos para pra por com sem e ou que se seu sua seus suas este esta isso isto mais muito muita bem".split(
    " ",
  ),
);

/**
 * Words a calendar says one idea with, each group read as its first word: "Conselhos de
 * cuidado capilar para o frio" and "Dicas para cuidar do cabelo no inverno" are one theme.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ["dica", "conselho", "truque", "sugestao", "orientacao"],
  ["erro", "engano", "falha", "deslize"],
  ["inverno", "frio", "friozinho"],
  ["verao", "calor"],
  ["cabelo", "capilar", "fio", "madeixa"],
  ["pele", "cutis"],
  ["cuidar", "cuidado", "proteger", "protecao"],
  ["escolher", "selecionar", "eleger", "escolha"],
  ["comprar", "adquirir", "compra"],
  ["preparar", "preparo", "fazer", "receita"],
  ["passo", "etapa"],
  ["cliente", "consumidor", "fregues"],
  ["casa", "lar"],
  ["facil", "simples", "descomplicado"],
  ["rapido", "agil", "pratico"],
  ["bastidor", "coxia"],
  ["segredo", "misterio"],
  ["novidade", "lancamento", "estreia"],
  ["beneficio", "vantagem"],
  ["duvida", "pergunta", "questao"],
  ["mito", "lenda"],
  ["comecar", "iniciar", "inicio", "comeco"],
];
const SYNONYM_OF = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group[0]])));

/** A word without its plural ending: "dicas" → "dica", "flores" → "flor", "opções" → "opção". */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:oe|ae)s$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ais")) return `${word.slice(0, -3)}al`;
  if (/[rzs]es$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith("s") && !/[iu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Endings that change a word's form, not its idea: "cuidado", "cuidar" → "cuid". */
const SUFFIXES = [
  "mente",
  "amento",
  "imento",
  "ados",
  "adas",
  "idos",
  "idas",
  "ado",
  "ada",
  "ido",
  "ida",
  "ar",
  "er",
  "ir",
];

/** A word's stem: its singular, read as its synonym group, without form endings. */
function stemOf(word: string): string {
  const one = singular(word);
  const canonical = SYNONYM_OF.get(one) ?? one;
  const suffix = SUFFIXES.find((s) => canonical.endsWith(s) && canonical.length - s.length >= 3);
  const stem = suffix ? canonical.slice(0, -suffix.length) : canonical;
  return stem.length > 3 ? stem.replace(/[aeo]$/, "") : stem;
}

/** A text's idea words: accents, case, punctuation, filler words and word endings set aside. */
export function ideaWords(text: string): Set<string> {
  const words = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word && !FILLER.has(word));
  return new Set(words.map(stemOf));
}

/** Share of idea words two texts must share (of all either has) to say the same thing. */
const NEAR = 0.75;

/** Whether two texts say the same thing: equal idea words, or nearly (Jaccard ≥ NEAR). */
export function nearlySame(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared) >= NEAR;
}

export type Written = { index: number; theme: string; hook: string };

/** Whether a post says what another said. */
export type SamePosts = (a: Written, b: Written) => boolean;

/** Two posts repeat each other when their themes, or their hooks, share their idea words. */
export const sameWords: SamePosts = (a, b) =>
  nearlySame(ideaWords(a.theme), ideaWords(b.theme)) ||
  nearlySame(ideaWords(a.hook), ideaWords(b.hook));

/** The indexes of the posts whose theme or hook repeats an earlier post's, in order. */
export function repeatedPosts(posts: readonly Written[], same: SamePosts = sameWords): number[] {
  const seen: Written[] = [];
  const repeated: number[] = [];
  for (const post of posts) {
    if (seen.some((earlier) => same(earlier, post))) repeated.push(post.index);
    else seen.push(post);
  }
  return repeated;
}
