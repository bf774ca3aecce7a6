import { setImmediate as nextTurn } from "node:timers/promises";
import type { ChangesSinceRequest, ClientTextField } from "../../shared/approval.ts";
import { CLIENT_TEXT_FIELDS } from "../../shared/approval.ts";
import { coarseDiff, type WordDiff, wordDiff } from "../../shared/word-diff.ts";
import type { AppDeps } from "../app-env.ts";

/** The word diffs of one post's texts the client sees, as the approval page carries them. */
type ClientDiff = NonNullable<ChangesSinceRequest["fields"]>;

/**
 * The time one read of the approval page may spend on word diffs (decision 044): past it, the
 * page's other changed posts get coarse diffs (all removed, all added), taken exactly by a
 * later read. One long rewritten caption takes the whole of WORD_DIFF_BOUNDS' 50 ms, so a page
 * of twenty such posts took a second, and a whole plan of them seconds, per read.
 */
export const APPROVAL_DIFF_BUDGET_MS = 60;

/**
 * The longest one diff may hold the server's only thread: the reads of other requests (a
 * health check among them) wait at most this long behind each page being read. A text that
 * takes longer is a rewrite, shown coarse (the post panel, in the browser, keeps the 50 ms).
 */
export const APPROVAL_DIFF_SLICE_MS = 10;

/**
 * The diffs of posts already taken (app-caches.ts): kept by post, the version the client's
 * request was about and the post's current version, bounded by entries and bytes.
 */
export type ApprovalDiffCache = AppDeps["caches"]["approvalDiffs"];

export const diffKey = (postId: string, requestedOn: number, version: number) =>
  `${postId}:${requestedOn}:${version}`;

type Texts = Record<ClientTextField, string>;

/**
 * One read's allowance of diff time: each diff is timed, and once the allowance is spent the
 * rest are coarse without being tried.
 */
export class DiffBudget {
  #leftMs: number;

  constructor(budgetMs = APPROVAL_DIFF_BUDGET_MS) {
    this.#leftMs = budgetMs;
  }

  get spent() {
    return this.#leftMs <= 0;
  }

  /**
   * The diff of each text that differs, and whether each was tried (a diff that gave up on its
   * own bounds was tried: trying again gives the same). After each diff taken it lets other
   * requests in, so that no read holds the thread for more than one diff at a time.
   */
  async diff(before: Texts, after: Texts): Promise<{ fields: ClientDiff; tried: boolean }> {
    let tried = true;
    const fields: ClientDiff = [];
    for (const field of CLIENT_TEXT_FIELDS) {
      if (before[field] === after[field]) continue;
      const diff = this.#one(before[field], after[field]);
      if (diff) await letOthersIn();
      else tried = false;
      fields.push({ field, ...(diff ?? coarseDiff(before[field], after[field])) });
    }
    return { fields, tried };
  }

  #one(before: string, after: string): WordDiff | null {
    if (this.spent) return null;
    const started = performance.now();
    const diff = wordDiff(before, after, Math.min(APPROVAL_DIFF_SLICE_MS, this.#leftMs));
    this.#leftMs -= performance.now() - started;
    return diff;
  }
}

/** Lets the requests waiting on the thread in (their I/O runs before the next immediate). */
const letOthersIn = () => nextTurn();
