import { artText } from "@shared/art-text";
import type { PostText } from "@shared/plans";
import { wordDiff } from "@shared/word-diff";

/**
 * A post's text as its versions show it, part by part in the panel's order, each with its
 * field's label (the caption's fields apart: each is read and changed on its own).
 */
export const POST_TEXT_PARTS: { label: string; of: (text: PostText) => string }[] = [
  { label: "Tema", of: (text) => text.theme },
  { label: "Gancho", of: (text) => text.hook },
  { label: "Chamada para ação", of: (text) => text.callToAction },
  { label: "Notas", of: (text) => text.notes },
  { label: "Legenda", of: (text) => text.caption?.caption ?? "" },
  { label: "Hashtags", of: (text) => text.caption?.hashtags.join(" ") ?? "" },
  { label: "Texto alternativo", of: (text) => text.caption?.altText ?? "" },
  { label: "Primeiro comentário", of: (text) => text.caption?.firstComment ?? "" },
  // A version kept before posts had art has no `art`.
  { label: "Arte", of: (text) => (text.art ? artText(text.art) : "") },
];

/** The parts a version has text in, for reading it. */
export const filledParts = (text: PostText) =>
  POST_TEXT_PARTS.map(({ label, of }) => ({ label, text: of(text) })).filter((p) => p.text);

/** The parts that changed from `before` to `after`, each with its word diff. */
export const changedParts = (before: PostText, after: PostText) =>
  POST_TEXT_PARTS.filter(({ of }) => of(before) !== of(after)).map(({ label, of }) => ({
    label,
    ...wordDiff(of(before), of(after)),
  }));

/** The parts a change of `text` writes words into (a refused save's, to keep them). */
export const writtenParts = (text: PostText, changes: Partial<PostText>) => {
  const changed = { ...text, ...changes };
  return POST_TEXT_PARTS.filter(({ of }) => of(changed) !== of(text)).map(({ label, of }) => ({
    label,
    text: of(changed),
  }));
};
