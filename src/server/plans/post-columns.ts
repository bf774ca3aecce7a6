import type { planPosts } from "../db/schema/index.ts";
import { columns } from "../scoped/scope.ts";

const post = columns.posts;

/**
 * What a post says, and all a plan's client sees of it on an approval link: nothing of the
 * account (notes, the script's id, the dates of the work). Every reader's columns of a post
 * start from these, adding only what that reader may show.
 */
export const postSubjectColumns = {
  id: post.id,
  date: post.date,
  channel: post.channel,
  format: post.format,
  theme: post.theme,
  hook: post.hook,
  callToAction: post.callToAction,
  status: post.status,
  // What the client approves is the text of the post too.
  caption: post.caption,
  // And its slides: the client approves the art with the caption.
  art: post.art,
};

/**
 * What a post answers its owner with (the plan page, the data export): every column but the
 * workspace and the .ics SEQUENCE, the server's business. A new column fails to compile here until
 * it is placed.
 */
export const postColumns = {
  ...postSubjectColumns,
  planId: post.planId,
  commercialDate: post.commercialDate,
  notes: post.notes,
  scriptHistoryId: post.scriptHistoryId,
  // The author, by id: the plan page names them ("por Ana") from its `authors`.
  authorId: post.userId,
  // The number of its latest text (decision 042): a hand save sends it back as `basedOn`.
  version: post.version,
  // Its task (decision 053): who produces it, by when; who assigned it is the tasks' own read.
  assigneeId: post.assigneeId,
  dueOn: post.dueOn,
  // Its publication (decision 062): when, and who by id (the plan page's `authors` names them).
  publishedAt: post.publishedAt,
  publishedBy: post.publishedBy,
  createdAt: post.createdAt,
  updatedAt: post.updatedAt,
} satisfies Record<
  | Exclude<
      keyof typeof planPosts.$inferSelect,
      | "workspaceId"
      | "userId"
      | "sequence"
      | "assignedBy"
      | "assignedAt"
      | "assignmentSeenAt"
      // How its latest text was made: the versions' own read (decision 060).
      | "versionBy"
      | "versionMade"
      | "versionInstruction"
      | "versionRestoredFrom"
      | "versionAt"
    >
  | "authorId",
  unknown
>;
