/** "Plano de Conteúdo: Café!" → "plano-de-conteudo-cafe": a download's name, or `fallback`. */
export function slugOf(text: string, fallback: string, max = 80) {
  const slug = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return slug || fallback;
}

type Dated = { date: string; theme: string };

/** A post's art's files are named by its date and theme: "2026-12-01-pao-de-fermentacao". */
const artBase = (post: Dated) => `${post.date}-${slugOf(post.theme, "arte", 60)}`;

/** One slide's PNG, by its place (1 is the cover). */
export const slideFileName = (post: Dated, place: number) => `${artBase(post)}-slide-${place}.png`;

/** The ZIP of all the post's slides. */
export const artZipName = (post: Dated) => `${artBase(post)}.zip`;
