import type { CalendarSlot } from "../../../../shared/generation/calendar.ts";
import type { SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import { CHANNEL_FORMATS } from "../../../../shared/generation/post-rules.ts";
import { clean, listOf, lowerFirst, pick } from "../../offline-composer.ts";

/* The offline composer's calendar: the creative fields of each slot, without a model. */

/** The content pillars of each objective: the strategy text and the calendar share them. */
export const pillarsByObjective: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Produto em uso", "Benefícios e diferenciais", "Prova social", "Oferta"],
  aumentar_seguidores: ["Conteúdo compartilhável", "Bastidores", "Tendências", "Interação"],
  gerar_autoridade: ["Educação", "Opinião de especialista", "Casos reais", "Perguntas frequentes"],
  atrair_clientes: ["Dores do cliente", "Como funciona", "Depoimentos", "Primeiro contato"],
};

/**
 * The angle of each post's hook, taken in turn (and shifted each round of pillars, so pillar
 * and angle pairs vary): the model is told the angle of each post it fills.
 */
export const HOOK_ANGLES = [
  "Pergunta que o público se faz",
  "Erro comum",
  "Mito ou verdade",
  "Bastidores",
  "Passo a passo",
  "Curiosidade",
  "Opinião da marca",
] as const;

/** The pillar and the hook's angle of the slot at `index` of the calendar. */
export function angleOf(input: Pick<StrategyInput, "objective">, index: number) {
  const pillars = pillarsByObjective[input.objective];
  return {
    pillar: pick(pillars, index),
    hook: pick(HOOK_ANGLES, index + Math.floor(index / pillars.length)),
  };
}

const hooks = [
  "Você ainda não conhece {tema}? Então presta atenção.",
  "3 erros comuns na hora de escolher {tema}",
  "O que ninguém te conta sobre {tema}",
  "Na prática: {tema} passo a passo",
  "Por que nossos clientes voltam sempre para {tema}",
];

const callsToAction: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Peça o seu pelo link", "Mande uma mensagem e garanta o seu"],
  aumentar_seguidores: ["Siga para mais conteúdos como este", "Compartilhe com um amigo"],
  gerar_autoridade: ["Salve este post para consultar depois", "Deixe sua dúvida nos comentários"],
  atrair_clientes: ["Agende uma conversa pelo link", "Mande uma mensagem e conheça"],
};

/** Fills the creative fields of every slot from the pillars, the products and the objective. */
export function composeSlots(input: StrategyInput, slots: SlotPlan[]): CalendarSlot[] {
  const pillars = pillarsByObjective[input.objective];
  const listed = listOf(input.productsServices);
  const products = listed.length > 0 ? listed : [clean(input.productsServices)];
  return slots.map((slot, i) => {
    // a new product each round of pillars, so pillar and product pairs vary
    const product = pick(products, Math.floor(i / pillars.length));
    const theme = slot.commercialDate
      ? `${slot.commercialDate}: ${product} em destaque`
      : `${pick(pillars, i)}: ${product}`;
    return {
      ...slot,
      theme,
      format: pick(CHANNEL_FORMATS[slot.channel], Math.floor(i / 2)),
      hook: pick(hooks, i).replace("{tema}", lowerFirst(product)),
      callToAction: pick(callsToAction[input.objective], i),
    };
  });
}
