import type { FeedbackEntry, ThreadPage } from "@shared/approval";
import { useEffect, useState } from "react";

const inOrder = (a: FeedbackEntry, b: FeedbackEntry) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** Every message seen once, oldest first. */
export function mergeEntries(...lists: FeedbackEntry[][]) {
  const byId = new Map(lists.flat().map((entry) => [entry.id, entry]));
  return [...byId.values()].sort(inOrder);
}

/**
 * A post's thread on the client's page: its latest page (new with each decision) joined to
 * every message already shown, so none drops out when a new one pushes the latest page on;
 * `showOlder` adds the page before the oldest shown.
 */
export function useThreadEntries(
  latest: ThreadPage,
  olderThan: (before: string) => Promise<ThreadPage>,
) {
  const [shown, setShown] = useState(latest.entries);
  const [hasOlder, setHasOlder] = useState(latest.hasOlder);
  useEffect(() => setShown((previous) => mergeEntries(previous, latest.entries)), [latest]);
  const showOlder = async () => {
    const oldest = shown[0];
    if (!oldest) return;
    const page = await olderThan(oldest.id);
    setShown((previous) => mergeEntries(page.entries, previous));
    setHasOlder(page.hasOlder);
  };
  return { entries: shown, hasOlder, showOlder };
}
