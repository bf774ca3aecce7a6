import { kindsThat, type PostLanding, type Tool } from "@shared/generation/tools";
import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import type { ComponentType } from "react";
import { WEEK_ART } from "../api/post-art";
import type { WeekTool } from "../api/week-run";
import { WEEK_CAPTIONS, WEEK_SCRIPTS } from "../api/week-tools";
import { PostArt } from "./post-art";
import { PostCaption } from "./post-caption";
import { PostScript } from "./post-script";

/** The tools that start from a post: their registry entry lands on a post's field. */
type FromPostKind = Extract<Tool, { lands?: { post: PostLanding } }>["kind"];

/** What a post's field of a tool is given in the post panel. */
export type PostFieldProps = {
  plan: PlanDetail;
  post: PlanPost;
  onChange: (changes: PostUpdate) => void;
  /** A change refused as stale: compare that version with the newest. */
  onCompare: (version: number) => void;
};

/**
 * Each tool that starts from a post, as the plan shows it: its field in the post panel ("Criar
 * roteiro", the caption), and its run over a week's posts still without it. A tool whose
 * registry entry lands on a post does not compile until it is here.
 */
const POST_TOOLS: {
  [K in FromPostKind]: { Field: ComponentType<PostFieldProps>; week: WeekTool };
} = {
  script: { Field: PostScript, week: WEEK_SCRIPTS },
  caption: { Field: PostCaption, week: WEEK_CAPTIONS },
  art: { Field: PostArt, week: WEEK_ART },
};

/** In the registry's order, the order a post is made in (its script, then its caption). */
export const postTools = (kindsThat("fromPost") as FromPostKind[]).map((kind) => {
  const { Field, week } = POST_TOOLS[kind];
  return { kind, Field, week };
});
