import { type Option, type strategyObjectives, values } from "./options.ts";

type StrategyObjective = (typeof strategyObjectives)[number]["value"];

/**
 * The funnel stage a post serves (issue 41): the calendar lays one out per post, the model is
 * told it, the offline composer's call to action follows it, and the structured calendar
 * keeps it with the post's pillar.
 */
export const FUNNEL_STAGES = [
  { value: "descoberta", label: "Descoberta" },
  { value: "consideracao", label: "Consideração" },
  { value: "conversao", label: "Conversão" },
  { value: "fidelizacao", label: "Fidelização" },
] as const satisfies readonly Option<string>[];

export type FunnelStage = (typeof FUNNEL_STAGES)[number]["value"];
export const FUNNEL_STAGE_VALUES = values(FUNNEL_STAGES);

/** What a post of each stage does for its reader, as the model is told it. */
export const STAGE_PURPOSE: Record<FunnelStage, string> = {
  descoberta: "alcançar quem ainda não conhece a marca: um tema útil ou curioso, sem pedir nada",
  consideracao:
    "mostrar como a marca resolve o problema de quem já a segue: prova, processo, diferença",
  conversao: "convidar a comprar, agendar ou chamar, dentro do que a marca pode oferecer",
  fidelizacao: "cuidar de quem já é cliente: uso, cuidado, comunidade, volta",
};

const D = "descoberta";
const C = "consideracao";
const V = "conversao";
const F = "fidelizacao";

/**
 * The stages each objective's posts take in turn, ten at a time: a sales plan converts every
 * third post, a follower plan never asks to buy, an authority plan teaches first.
 */
const STAGE_TURNS: Record<StrategyObjective, readonly FunnelStage[]> = {
  aumentar_vendas: [D, C, V, C, D, V, F, C, D, V],
  aumentar_seguidores: [D, D, C, D, F, D, C, D, D, F],
  gerar_autoridade: [D, C, D, C, F, D, C, D, C, V],
  atrair_clientes: [D, C, V, D, C, F, D, C, V, C],
};

/**
 * The stage of the post at `index` of a plan: a commercial date's post converts (or, for a
 * business that may not advertise offers, informs: consideração), its warm-ups prepare
 * (consideração), every other post takes its objective's turn.
 */
export function funnelStageOf(
  objective: StrategyObjective,
  index: number,
  slot: { commercialDate: string | null; warmUp?: string },
  maySell: boolean,
): FunnelStage {
  if (slot.commercialDate) return maySell ? V : C;
  if (slot.warmUp) return C;
  const turns = STAGE_TURNS[objective];
  return turns[index % turns.length] ?? D;
}
