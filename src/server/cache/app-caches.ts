import type { ChangesSinceRequest } from "../../shared/approval.ts";
import type { ChangeFeed } from "../db/change-feed.ts";
import { BoundedLru } from "./bounded-lru.ts";
import type { CachedJson, EncodedJson } from "./cached-json.ts";
import { UserCache } from "./user-cache.ts";
import { VersionedCache } from "./versioned-cache.ts";

/** The caches of an app whose session checks answer `Viewer`s. */
export type AppCaches<Viewer extends SessionViewer> = ReturnType<typeof createAppCaches<Viewer>>;

/**
 * What the caches know of a session check: whose it is. Whether a kept one is still usable
 * (a period that ended, a lock) is the auth domain's rule, handed in by the wiring (server.ts).
 */
type SessionViewer = { id: string };

/** Sizes in bytes. */
const MB = 1024 * 1024;

/** What a session check keeps alive, roughly: its strings as the heap holds them (UTF-16). */
const viewerBytes = (viewer: SessionViewer) => JSON.stringify(viewer).length * 2;

/**
 * The session checks and history pages of this instance, kept until the database announces a
 * change to their user (a session check) or workspace (a history page; docs/decisions/006),
 * and the plan pages, kept with their plan's row version (024); and the approval page's word
 * diffs, kept by the versions they compare (044). Each is bounded by entries and by bytes,
 * 128 MB in all, and keeps no answer over 2 MB (a plan of 200 posts of ordinary text is
 * ~110 KB; a 7 MB one is a script's).
 */
export function createAppCaches<Viewer extends SessionViewer>(
  feed: ChangeFeed,
  viewerStillCurrent: (viewer: Viewer, now: Date) => boolean,
) {
  const viewers = new UserCache<Viewer>({
    maxEntries: 10_000,
    // A session check is ~400 characters of JSON: 10,000 fit with room for long names.
    maxBytes: 16 * MB,
    maxEntryBytes: 64 * 1024,
    sizeOf: viewerBytes,
    ownerOf: (viewer) => viewer.id,
    isUsable: viewerStillCurrent,
  });
  const historyPages = new UserCache<CachedJson>({
    maxEntries: 2_000,
    // A full page of 20 previews is ~13 KB of JSON, charged twice (see EncodedJson.bytes).
    maxBytes: 32 * MB,
    maxEntryBytes: 2 * MB,
    sizeOf: (page) => page.answer.bytes,
    ownerOf: (page) => page.ownerId,
  });
  feed.subscribe(({ scope, ownerId }) => {
    if (scope === null || scope === "viewer") viewers.changed(ownerId);
    if (scope === null || scope === "history") historyPages.changed(ownerId);
  });
  return {
    viewers,
    historyPages,
    planPages: new VersionedCache<EncodedJson>({
      maxEntries: 1_000,
      maxBytes: 48 * MB,
      maxEntryBytes: 2 * MB,
      sizeOf: (page) => page.bytes,
    }),
    // By post, the version the client's request was about and the post's current one: both
    // versions' texts never change (decision 042), so a kept diff stays right (044).
    approvalDiffs: new BoundedLru<NonNullable<ChangesSinceRequest["fields"]>>({
      maxEntries: 10_000,
      // A post's five texts are at most ~20,000 characters; their diff holds each once or twice.
      maxBytes: 32 * MB,
      maxEntryBytes: 256 * 1024,
      sizeOf: (diff) => JSON.stringify(diff).length * 2,
    }),
    catchUp: feed.catchUp,
  };
}
