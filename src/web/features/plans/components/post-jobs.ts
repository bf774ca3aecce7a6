import { createContext, useContext } from "react";

// Which of a plan's posts have a generation running on the server (decision 057): their cards
// say so. A context, so that the cards the client's approval page shows carry no query of it.

/** A post's job: waiting for its turn in the week's run, or being written. */
export type PostJobState = "queued" | "running";

export const PostJobsContext = createContext<ReadonlyMap<string, PostJobState>>(new Map());

export const usePostJobState = (postId: string) => useContext(PostJobsContext).get(postId);
