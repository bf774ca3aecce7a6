/*
 * Text a user chose (a workspace's name, their own name) that an e-mail to someone else quotes.
 * Such an e-mail goes to an address the recipient never gave us, so it must not become a way to
 * send them chosen words: names are shortened, and one that carries a link, an address or a
 * domain (which mail clients turn into links) is not quoted at all.
 */

export const MAX_QUOTED_LENGTH = 40;

// An URL scheme, "www.", an e-mail address, or a domain-like "name.tld".
const LINK_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]\s*[.,]\s*[\p{L}]{2,}/iu;

/** The name as the e-mail may quote it, or null when it must not appear. */
export function quotableName(value: string | null | undefined): string | null {
  const text = (value ?? "")
    .replace(/[\p{C}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text || LINK_LIKE.test(text)) return null;
  return text.length > MAX_QUOTED_LENGTH
    ? `${text.slice(0, MAX_QUOTED_LENGTH - 1).trimEnd()}…`
    : text;
}
