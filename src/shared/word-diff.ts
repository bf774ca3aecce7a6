import { diffWordsWithSpace } from "diff";

/** A run of text as two versions have it: in both, only in the newer, or only in the older. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/**
 * How hard the diff tries before it gives up. Its cost grows with the text's length times the
 * number of changed words, so two long texts that share little (a hostile 20,000 characters, or
 * a script rewritten from scratch) would block the page or the server for seconds; past either
 * bound the texts are shown as one removal and one addition instead.
 */
export const WORD_DIFF_BOUNDS = { maxEditLength: 400, timeoutMs: 50 };

/**
 * What changed from `before` to `after`, word by word. Spaces and line breaks are words too, so
 * a paragraph split or joined shows. `exact` is false when the bounds stopped the diff and
 * `parts` is the whole of one text removed and the other added.
 */
export function wordDiff(before: string, after: string): { parts: DiffPart[]; exact: boolean } {
  const changes = diffWordsWithSpace(before, after, {
    maxEditLength: WORD_DIFF_BOUNDS.maxEditLength,
    timeout: WORD_DIFF_BOUNDS.timeoutMs,
  });
  if (!changes) {
    const parts: DiffPart[] = [];
    if (before) parts.push({ kind: "removed", text: before });
    if (after) parts.push({ kind: "added", text: after });
    return { parts, exact: false };
  }
  return {
    parts: changes.map((change) => ({
      kind: change.added ? "added" : change.removed ? "removed" : "same",
      text: change.value,
    })),
    exact: true,
  };
}
