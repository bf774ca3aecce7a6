import { diffWordsWithSpace } from "diff";

/** A run of text as two versions have it: in both, only in the newer, or only in the older. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

export type WordDiff = { parts: DiffPart[]; exact: boolean };

/**
 * How hard the diff tries before it gives up. Its cost grows with the text's length times the
 * number of changed words, so two long texts that share little (a hostile 20,000 characters, or
 * a script rewritten from scratch) would block the page or the server for seconds; past either
 * bound the texts are shown as one removal and one addition instead.
 */
export const WORD_DIFF_BOUNDS = { maxEditLength: 400, timeoutMs: 50 };

/** The whole of `before` removed and the whole of `after` added: what a diff that gave up shows. */
export function coarseDiff(before: string, after: string): WordDiff {
  const parts: DiffPart[] = [];
  if (before) parts.push({ kind: "removed", text: before });
  if (after) parts.push({ kind: "added", text: after });
  return { parts, exact: false };
}

/**
 * What changed from `before` to `after`, word by word. Spaces and line breaks are words too, so
 * a paragraph split or joined shows. `exact` is false when the bounds stopped the diff and
 * `parts` is the whole of one text removed and the other added. `timeoutMs` may only lower
 * the bound's time (the server's approval page gives each diff less: decision 044).
 */
export function wordDiff(
  before: string,
  after: string,
  timeoutMs = WORD_DIFF_BOUNDS.timeoutMs,
): WordDiff {
  const changes = diffWordsWithSpace(before, after, {
    maxEditLength: WORD_DIFF_BOUNDS.maxEditLength,
    timeout: Math.min(timeoutMs, WORD_DIFF_BOUNDS.timeoutMs),
  });
  if (!changes) return coarseDiff(before, after);
  return {
    parts: changes.map((change) => ({
      kind: change.added ? "added" : change.removed ? "removed" : "same",
      text: change.value,
    })),
    exact: true,
  };
}
