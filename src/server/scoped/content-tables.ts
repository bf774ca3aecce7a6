/**
 * The tables that hold a workspace's content, by their export names in src/server/db/schema:
 * read and written only through the scoped layer (scope.ts), which takes the viewer's access.
 * scripts/check-boundaries.ts refuses an import of one of them anywhere else, but for the
 * modules it lists and says why (decision 045).
 */
export const CONTENT_TABLES = [
  "brands",
  "plans",
  "planPosts",
  "postVersions",
  "contentHistory",
  "contentVersions",
  "approvalLinks",
  "postFeedback",
  "planFeeds",
  "planFollowers",
  "workspaceActivity",
  "aiCalls",
  "connectedAccounts",
  "postPublications",
  "publicationAttempts",
] as const;
