import type { CalendarSlot } from "../../../../shared/generation/calendar.ts";
import { placeOf, type SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import { withArticle } from "../../../../shared/generation/commercial-dates.ts";
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

/**
 * The pillars made of what real clients said or lived: the composer cannot know it, so it
 * leaves the guardrails' placeholder for the marketer (never an invented testimonial).
 */
const REAL_CLIENT_PILLARS: ReadonlySet<string> = new Set([
  "Prova social",
  "Casos reais",
  "Depoimentos",
]);
export const REAL_TESTIMONIAL = "[DEPOIMENTO REAL]";

// No hook speaks for the clients ("nossos clientes voltam sempre"): that is a testimonial too.
const hooks = [
  "Você ainda não conhece {tema}? Então presta atenção.",
  "3 erros comuns na hora de escolher {tema}",
  "O que ninguém te conta sobre {tema}",
  "Na prática: {tema} passo a passo",
  "Vale a pena investir em {tema}?",
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
    const pillar = pick(pillars, i);
    const realClient = !slot.commercialDate && !slot.warmUp && REAL_CLIENT_PILLARS.has(pillar);
    const theme = slot.commercialDate
      ? `${slot.commercialDate}: ${product} em destaque`
      : slot.warmUp
        ? `Esquenta para ${withArticle(slot.warmUp)}: ${product}`
        : realClient
          ? `${pillar}: ${REAL_TESTIMONIAL} sobre ${lowerFirst(product)}`
          : `${pillar}: ${product}`;
    const hook = realClient
      ? `Quem já conhece ${lowerFirst(product)} conta: ${REAL_TESTIMONIAL}`
      : pick(hooks, i).replace("{tema}", lowerFirst(product));
    return {
      ...placeOf(slot),
      theme,
      format: pick(CHANNEL_FORMATS[slot.channel], Math.floor(i / 2)),
      hook,
      callToAction: pick(callsToAction[input.objective], i),
    };
  });
}
