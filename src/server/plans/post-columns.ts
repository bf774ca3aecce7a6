import { planPosts } from "../db/schema/index.ts";

/**
 * What a post says, and all a plan's client sees of it on an approval link: nothing of the
 * account (notes, the script's id, the dates of the work). Every reader's columns of a post
 * start from these, adding only what that reader may show.
 */
export const postSubjectColumns = {
  id: planPosts.id,
  date: planPosts.date,
  channel: planPosts.channel,
  format: planPosts.format,
  theme: planPosts.theme,
  hook: planPosts.hook,
  callToAction: planPosts.callToAction,
  status: planPosts.status,
  // What the client approves is the text of the post too.
  caption: planPosts.caption,
};

/**
 * What a post answers its owner with (the plan page, the data export): every column but the
 * workspace and the .ics SEQUENCE, the server's business. A new column fails to compile here until
 * it is placed.
 */
export const postColumns = {
  ...postSubjectColumns,
  planId: planPosts.planId,
  commercialDate: planPosts.commercialDate,
  notes: planPosts.notes,
  scriptHistoryId: planPosts.scriptHistoryId,
  // The author, by id: the plan page names them ("por Ana") from its `authors`.
  authorId: planPosts.userId,
  // The number of its latest text (decision 042): a hand save sends it back as `basedOn`.
  version: planPosts.version,
  createdAt: planPosts.createdAt,
  updatedAt: planPosts.updatedAt,
} satisfies Record<
  Exclude<keyof typeof planPosts.$inferSelect, "workspaceId" | "userId" | "sequence"> | "authorId",
  unknown
>;
