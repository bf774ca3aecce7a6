import { type Viewer, viewerStillCurrent } from "../auth/viewer.ts";
import type { ChangeFeed } from "../db/change-feed.ts";
import type { CachedJson, EncodedJson } from "./cached-json.ts";
import { UserCache } from "./user-cache.ts";
import { VersionedCache } from "./versioned-cache.ts";

export type AppCaches = ReturnType<typeof createAppCaches>;

/**
 * The session checks and history pages of this instance, kept until the database announces a
 * change to their user (docs/decisions/006), and the plan pages, kept with their plan's row
 * version (024). The bounds keep the whole under ~70 MB: the session checks and history pages
 * ~30 MB, a plan page of 65 posts ~35 KB (and its gzip, once a browser asked for it, ~3 KB).
 */
export function createAppCaches(feed: ChangeFeed) {
  const viewers = new UserCache<Viewer>({
    maxEntries: 10_000,
    ownerOf: (viewer) => viewer.id,
    isUsable: viewerStillCurrent,
  });
  const historyPages = new UserCache<CachedJson>({
    maxEntries: 2_000,
    ownerOf: (page) => page.userId,
  });
  feed.subscribe(({ scope, userId }) => {
    if (scope === null || scope === "viewer") viewers.changed(userId);
    if (scope === null || scope === "history") historyPages.changed(userId);
  });
  return {
    viewers,
    historyPages,
    planPages: new VersionedCache<EncodedJson>(1_000),
    catchUp: feed.catchUp,
  };
}
