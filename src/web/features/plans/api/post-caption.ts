import type { PlanDetail, PlanPost } from "@shared/plans";
import { captionInputOf } from "@shared/post-tools";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { postScript } from "./post-run";

export const NO_BASE_PROMPT_FOR_CAPTION =
  "Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): escolha uma marca com Prompt Mãe para criar a legenda.";

/**
 * The caption tool's stream for a post of a plan, from its fields and its script; the server
 * saves the caption on the post.
 */
export async function captionCall(
  queryClient: QueryClient,
  plan: PlanDetail,
  post: PlanPost,
  basePrompt: string,
  signal?: AbortSignal,
) {
  const script = await postScript(queryClient, post);
  const json = captionInputOf(plan, post, basePrompt, script);
  return api.generate.caption.$post({ json }, { init: { signal } });
}
