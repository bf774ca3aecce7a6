/*
 * The repeat check over a whole plan: a post whose theme or hook says what an earlier post
 * said, in the same or nearly the same words, is a repeat (the earlier post stays).
 */

/** Words that carry no idea of their own: "dicas de inverno" and "dicas para o inverno" match. */
const FILLER = new Set(
  "a o as os um uma uns umas de da do das dos em na no nas nos para pra por com sem e ou que se seu sua seus suas este esta isso isto".split(
    " ",
  ),
);

/** A text's idea words: accents, case, punctuation and filler words set aside. */
export function ideaWords(text: string): Set<string> {
  const words = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word && !FILLER.has(word));
  return new Set(words);
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

type Written = { index: number; theme: string; hook: string };

/** The indexes of the posts whose theme or hook repeats an earlier post's, in order. */
export function repeatedPosts(posts: readonly Written[]): number[] {
  const seen: { theme: Set<string>; hook: Set<string> }[] = [];
  const repeated: number[] = [];
  for (const post of posts) {
    const words = { theme: ideaWords(post.theme), hook: ideaWords(post.hook) };
    const repeats = seen.some(
      (earlier) => nearlySame(earlier.theme, words.theme) || nearlySame(earlier.hook, words.hook),
    );
    if (repeats) repeated.push(post.index);
    else seen.push(words);
  }
  return repeated;
}
