import { type Viewer, viewerStillCurrent } from "../auth/viewer.ts";
import type { ChangeFeed } from "../db/change-feed.ts";
import { UserCache } from "./user-cache.ts";

/** A history page as sent: serialised and encoded once, served many times. */
export type CachedHistoryPage = { userId: string; json: Uint8Array<ArrayBuffer> };

export type AppCaches = ReturnType<typeof createAppCaches>;

/**
 * The session checks and history pages of this instance, kept until the database announces a
 * change to their user (docs/decisions/006). Each user's entries are small; the bounds keep
 * the whole under ~30 MB.
 */
export function createAppCaches(feed: ChangeFeed) {
  const viewers = new UserCache<Viewer>({
    maxEntries: 10_000,
    ownerOf: (viewer) => viewer.id,
    isUsable: viewerStillCurrent,
  });
  const historyPages = new UserCache<CachedHistoryPage>({
    maxEntries: 2_000,
    ownerOf: (page) => page.userId,
  });
  feed.subscribe(({ scope, userId }) => {
    if (scope === null || scope === "viewer") viewers.changed(userId);
    if (scope === null || scope === "history") historyPages.changed(userId);
  });
  return { viewers, historyPages, catchUp: feed.catchUp };
}
