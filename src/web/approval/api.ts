import { answer, api } from "@/lib/api-client";

/** The client's calls: the token is the only key (no session, no query cache needed). */
export const approvalApi = (token: string) => {
  const link = api.approval[":token"];
  return {
    /** A page of the plan's posts, from `offset` (the previous page's `nextOffset`). */
    read: (offset = 0) =>
      answer(link.$get({ param: { token }, query: { offset: String(offset) } })),
    approve: (postId: string, name: string) =>
      answer(link.posts[":postId"].approve.$post({ param: { token, postId }, json: { name } })),
    askChanges: (postId: string, name: string, comment: string) =>
      answer(
        link.posts[":postId"].changes.$post({ param: { token, postId }, json: { name, comment } }),
      ),
    olderFeedback: (postId: string, before: string) =>
      answer(link.posts[":postId"].feedback.$get({ param: { token, postId }, query: { before } })),
    /** A slide of a post's art, drawn by the server (1 is the cover). */
    slideUrl: (postId: string, place: number) =>
      `/api/approval/${encodeURIComponent(token)}/posts/${postId}/slides/${place}`,
    approveRest: (name: string) =>
      answer(link["approve-rest"].$post({ param: { token }, json: { name } })),
  };
};
