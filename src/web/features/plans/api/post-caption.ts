import type { PlanDetail, PlanPost } from "@shared/plans";
import { captionInputOf } from "@shared/post-tools";
import type { ReadItem } from "../components/plan-pieces";
import { postScript } from "./post-run";

export const NO_BASE_PROMPT_FOR_CAPTION =
  "Este plano não tem um Prompt Mãe (nem na marca, nem na estratégia): escolha uma marca com Prompt Mãe para criar a legenda.";

/** The caption tool's input for a post of a plan, from its fields and its script. */
export async function captionInput(
  readItem: ReadItem,
  plan: PlanDetail,
  post: PlanPost,
  basePrompt: string,
) {
  return captionInputOf(plan, post, basePrompt, await postScript(readItem, post));
}
