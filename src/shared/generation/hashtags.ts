// Without zod: the caption's schema (caption-fields.ts) and the caption's text (captions.ts) both
// read hashtags this way.

const HASHTAG_BODY = /[^\p{L}\p{N}_]/gu;

/** A hashtag as it goes on the post: "#" and its letters, digits and underscores. */
export function hashtagOf(text: string): string {
  const body = text.replace(HASHTAG_BODY, "");
  return body ? `#${body}` : "";
}

/** Hashtags from text (spaces, commas or lines between them), written once each. */
export function hashtagsIn(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const word of text.split(/[\s,;]+/)) {
    const tag = hashtagOf(word);
    if (tag && !seen.has(tag.toLocaleLowerCase("pt-BR"))) {
      seen.add(tag.toLocaleLowerCase("pt-BR"));
      tags.push(tag);
    }
  }
  return tags;
}
