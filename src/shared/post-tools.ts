import type { CaptionInput, ScriptInput, StrategyInput } from "./generation/inputs.ts";
import type { PlanDetail, PlanPost } from "./plans.ts";
import type { ScriptPrefill } from "./script-prefill.ts";

// A post of a plan as the tools' input: "Criar roteiro", "Criar legenda" and the week's run.

/**
 * The script tool's format for a post's format as the strategy writes it ("Reels" and
 * "Vídeo curto" are videos, "Post" an image). Unknown formats default to video, the
 * format most strategies lean on.
 */
export function scriptFormatOfPost(format: string): "video" | "imagem" | "carrossel" | "stories" {
  const f = format
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  if (f.includes("carross")) return "carrossel";
  if (f.includes("stor")) return "stories";
  if (/reel|video|short|live|tiktok/.test(f)) return "video";
  if (/post|imagem|foto|feed|arte|card/.test(f)) return "imagem";
  return "video";
}

/** The length a script of that format usually has, for the script tool's duration field. */
export const TYPICAL_DURATION: Record<ReturnType<typeof scriptFormatOfPost>, string> = {
  video: "30 a 60 segundos",
  imagem: "1 imagem com legenda curta",
  carrossel: "7 a 10 slides",
  stories: "3 a 5 stories",
};

/**
 * Who a script written from a plan speaks to. A post carries no audience of its own: the
 * brand's Prompt Mãe describes it, so the model is pointed there (the form keeps it editable).
 */
export const PLAN_SCRIPT_AUDIENCE = "O público descrito no Prompt Mãe da marca";

/** The router state key the script tool reads the prefill from. */
export const SCRIPT_PREFILL_STATE = "scriptPrefill";

/**
 * The post's own words for the script's final goal: its theme first (the script's title is made
 * from the goal's start), then its hook and call to action, each on its own line.
 */
function postBrief(post: Pick<PlanPost, "theme" | "hook" | "callToAction">): string {
  const extras = [
    ["Gancho", post.hook.trim()],
    ["Chamada para ação", post.callToAction.trim()],
  ]
    .filter(([, text]) => text)
    .map(([label, text]) => `${label}: ${text}`);
  return [post.theme.trim(), ...extras].join("\n");
}

/** The script tool's fields for a post of a plan. */
export function scriptPrefillOf(
  plan: Pick<PlanDetail, "id" | "brandId">,
  post: Pick<PlanPost, "id" | "format" | "theme" | "hook" | "callToAction">,
): ScriptPrefill {
  const format = scriptFormatOfPost(post.format);
  return {
    planId: plan.id,
    postId: post.id,
    brandId: plan.brandId,
    format,
    duration: TYPICAL_DURATION[format],
    targetAudience: PLAN_SCRIPT_AUDIENCE,
    finalGoal: postBrief(post),
  };
}

/** The choices of the strategy a plan was made from (kept with the strategy's item). */
export type StrategyChoices = Pick<StrategyInput, "tone" | "objective">;

const SCRIPT_TONE_OF: Record<StrategyInput["tone"], ScriptInput["tone"]> = {
  profissional: "formal",
  elegante: "formal",
  descontraido: "descontraido",
  inspirador: "inspirador",
  empatico: "inspirador",
  confiante: "persuasivo",
};
const SCRIPT_OBJECTIVE_OF: Record<StrategyInput["objective"], ScriptInput["objective"]> = {
  aumentar_vendas: "promover",
  aumentar_seguidores: "entreter",
  gerar_autoridade: "informar",
  atrair_clientes: "conectar",
};

/**
 * "Gerar roteiros da semana" sends a post's script without a form: the prefill as the script
 * tool's input, on the base prompt of the plan's brand (or of its strategy), linked to the post,
 * in the tone and toward the objective of the plan's strategy (when it kept them).
 */
export function scriptInputOf(
  prefill: ScriptPrefill,
  basePrompt: string,
  strategy: StrategyChoices | null = null,
): ScriptInput {
  return {
    brandId: prefill.brandId ?? undefined,
    basePrompt,
    format: prefill.format,
    objective: strategy ? SCRIPT_OBJECTIVE_OF[strategy.objective] : "promover",
    targetAudience: prefill.targetAudience,
    duration: prefill.duration,
    tone: strategy ? SCRIPT_TONE_OF[strategy.tone] : "inspirador",
    finalGoal: prefill.finalGoal,
    postId: prefill.postId,
  };
}

/**
 * "Criar legenda" and "Gerar legendas da semana": the caption tool's input for a post of a
 * plan, on the base prompt of its brand (or of its strategy), with the post's script if any.
 */
export function captionInputOf(
  plan: Pick<PlanDetail, "brandId">,
  post: Pick<PlanPost, "id" | "channel" | "format" | "theme" | "hook" | "callToAction">,
  basePrompt: string,
  script = "",
): CaptionInput {
  return {
    brandId: plan.brandId ?? undefined,
    basePrompt,
    channel: post.channel,
    format: post.format,
    theme: post.theme,
    hook: post.hook,
    callToAction: post.callToAction,
    script,
    hashtags: [],
    postId: post.id,
  };
}
