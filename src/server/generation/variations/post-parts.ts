import { captionFieldsOf, captionText } from "../../../shared/generation/captions.ts";
import type { Channel } from "../../../shared/generation/options.ts";
import { firstWords, HOOK_MAX_WORDS } from "../../../shared/generation/post-rules.ts";
import type { PostVariedField } from "../../../shared/generation/variations.ts";
import type { PostText } from "../../../shared/plans.ts";
import type { ChatOptions } from "../../ai/provider.ts";
import type { BrandVoice } from "../../brands/service.ts";
import { composeHookOptions } from "../offline-variations.ts";
import { captionVariations } from "../tools/caption/caption.ts";
import { without } from "../tools/caption/fields.ts";

/** A post as its variations read it. */
export type VariedPost = Pick<PostText, "theme" | "hook" | "callToAction" | "caption"> & {
  format: string;
  channel: Channel;
};

/** A field of a post that "Gerar 3 opções" varies (decision 043), and how an option is kept. */
type PostPart = {
  /** The field's text; null when it has none (nothing to vary). */
  part: (post: VariedPost) => string | null;
  /** Why there is nothing to vary, in Portuguese (a 422). */
  empty: string;
  /** What the model reads around the part. */
  whole: (post: VariedPost) => string;
  rules: (post: VariedPost) => string;
  reply: ChatOptions;
  compose: (part: string) => string[];
  /** The post's text with the option in place, the field's rules kept. */
  text: (option: string, post: VariedPost, brand: BrandVoice | null) => Partial<PostText>;
};

/**
 * A hook as the prompt contract keeps it (decision 035): one line, at most HOOK_MAX_WORDS
 * words (a longer reply is cut there rather than offered over the bound), without the brand's
 * words to avoid.
 */
export function hookOf(option: string, wordsToAvoid: readonly string[]): string {
  const line = option.split("\n").find((l) => l.trim()) ?? "";
  return firstWords(without(line.trim(), wordsToAvoid), HOOK_MAX_WORDS);
}

/** The post as the hook's prompt shows it: the hook is read with the rest of the post. */
const postSummary = (post: VariedPost) =>
  [
    `Tema: ${post.theme}`,
    `Formato: ${post.format}`,
    `Gancho: ${post.hook}`,
    `Chamada para ação: ${post.callToAction}`,
  ].join("\n");

/** The caption tool's rules for its part, for a post's caption: its channel's limits. */
const captionItem = (post: VariedPost) => ({
  content: captionText(
    post.caption ?? { caption: "", hashtags: [], altText: "", firstComment: "" },
  ),
  metadata: { channel: post.channel },
});

export const POST_PARTS: Record<PostVariedField, PostPart> = {
  hook: {
    part: (post) => post.hook.trim() || null,
    empty: 'Esta publicação ainda não tem gancho. Escreva um no campo "Gancho" para gerar opções.',
    whole: postSummary,
    rules: () =>
      `Escreva um gancho só: uma frase, com no máximo ${HOOK_MAX_WORDS} palavras, sem hashtags.`,
    reply: { temperature: 0.9, maxTokens: 100 },
    compose: composeHookOptions,
    text: (option, _post, brand) => ({ hook: hookOf(option, brand?.wordsToAvoid ?? []) }),
  },
  caption: {
    part: (post) => post.caption?.caption.trim() || null,
    empty: 'Esta publicação ainda não tem legenda. Use "Criar legenda" para escrever a primeira.',
    whole: (post) => captionItem(post).content,
    rules: (post) => captionVariations.rules?.(captionItem(post).metadata) ?? "",
    reply: captionVariations.reply,
    compose: captionVariations.compose,
    text: (option, post, brand) => ({
      caption: captionFieldsOf(captionVariations.apply(option, captionItem(post), brand).content),
    }),
  },
};
