import type { ArtInput } from "@shared/generation/inputs";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { api } from "@/lib/api-client";
import { postScript } from "./post-run";
import type { WeekPostInput, WeekTool } from "./week-run";

/** The art tool's input for a post of a plan: its words, its script and caption, its size. */
const artInputOf = (
  plan: Pick<PlanDetail, "brandId">,
  post: PlanPost,
  basePrompt: string,
  script: string,
): ArtInput => ({
  brandId: plan.brandId ?? undefined,
  basePrompt,
  theme: post.theme,
  hook: post.hook,
  callToAction: post.callToAction,
  script,
  caption: post.caption?.caption ?? "",
  // A post made in Stories keeps their size; other posts take the feed's portrait.
  format: post.art?.format ?? (/stor/i.test(post.format) ? "story" : "portrait"),
  postId: post.id,
});

/** "Criar arte" and "Gerar artes da semana": a carousel for the post, saved on it. */
const artInput = async ({ readItem, plan, post, basePrompt }: WeekPostInput) =>
  artInputOf(plan, post, basePrompt, await postScript(readItem, post));

export const WEEK_ART: WeekTool = {
  kind: "art",
  lacks: (post) => post.art === null,
  input: artInput,
  request: async (run) =>
    api.generate.art.$post({ json: await artInput(run) }, { init: { signal: run.signal } }),
  noBasePrompt:
    "Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): escolha uma marca com Prompt Mãe para criar a arte.",
  words: {
    start: "Gerar artes da semana",
    running: "Criando artes…",
    written: "artes criadas",
    one: "a arte",
  },
};

/** A slide of the post as the server draws it; its URL changes with each version of the post. */
export const slideUrl = (planId: string, post: Pick<PlanPost, "id" | "version">, place: number) =>
  `/api/plans/${planId}/posts/${post.id}/slides/${place}?v=${post.version}`;

/** "Baixar todos": the post's slides in one ZIP, named by its date and theme. */
export const artZipUrl = (planId: string, postId: string) =>
  `/api/plans/${planId}/posts/${postId}/art.zip`;
