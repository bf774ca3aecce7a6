import type { CaptionFields } from "../../src/shared/generation/caption-fields.ts";
import { captionProblems } from "../../src/shared/generation/captions.ts";
import { DEMO_DRAFT_LABEL } from "../../src/shared/generation/demo-posts.ts";
import type { Channel } from "../../src/shared/generation/options.ts";
import type { PlanPost } from "../../src/shared/plans.ts";
import { normalized } from "./text.ts";

/** A calendar post as the checks read it (a plan's post). */
export type EvalPost = Pick<
  PlanPost,
  "date" | "channel" | "format" | "theme" | "hook" | "callToAction" | "commercialDate" | "notes"
>;

/** A post the offline composer filled in the model's place (a batch that failed twice). */
export const composerFilled = (post: Pick<EvalPost, "notes">) =>
  post.notes.startsWith(DEMO_DRAFT_LABEL);

const CREATIVE_FIELDS = ["theme", "format", "hook", "callToAction"] as const;

/** What is wrong with a plan's posts: a count other than the one laid out, empty fields. */
export function calendarProblems(posts: readonly EvalPost[], expected: number): string[] {
  const problems: string[] = [];
  if (posts.length !== expected) problems.push(`${posts.length} posts, ${expected} laid out`);
  for (const [i, post] of posts.entries()) {
    const empty = CREATIVE_FIELDS.filter((field) => post[field].trim() === "");
    if (empty.length > 0) problems.push(`post ${i}: ${empty.join(", ")} empty`);
  }
  return problems;
}

/** The headings a text should have (as Markdown headings or labelled lines) and lacks. */
export function missingSections(text: string, headings: readonly string[]): string[] {
  const lines = text.split("\n").map((line) => normalized(line.replace(/^[#*\-\s]+/, "")));
  return headings.filter((heading) => !lines.some((line) => line.startsWith(normalized(heading))));
}

/** What makes a caption unusable: the channel's rules (the app's one definition), or an
 * empty caption or alt text. */
export function captionFieldProblems(caption: CaptionFields, channel: Channel): string[] {
  return [
    ...(caption.caption.trim() === "" ? ["A legenda está vazia."] : []),
    ...(caption.altText.trim() === "" ? ["O texto alternativo está vazio."] : []),
    ...captionProblems(caption, channel),
  ];
}
