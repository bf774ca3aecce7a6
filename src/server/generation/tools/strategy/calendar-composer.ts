import type { CalendarSlot } from "../../../../shared/generation/calendar.ts";
import type { SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import { clean, listOf, lowerFirst, pick } from "../../offline-composer.ts";

/* The offline composer's calendar: the creative fields of each slot, without a model. */

/** The content pillars of each objective: the strategy text and the calendar share them. */
export const pillarsByObjective: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Produto em uso", "Benefícios e diferenciais", "Prova social", "Oferta"],
  aumentar_seguidores: ["Conteúdo compartilhável", "Bastidores", "Tendências", "Interação"],
  gerar_autoridade: ["Educação", "Opinião de especialista", "Casos reais", "Perguntas frequentes"],
  atrair_clientes: ["Dores do cliente", "Como funciona", "Depoimentos", "Primeiro contato"],
};

/** The formats each channel takes (the eval judges every calendar against this list). */
export const formatsByChannel: Record<string, readonly string[]> = {
  Instagram: ["Reels", "Carrossel", "Stories"],
  Facebook: ["Post com imagem", "Vídeo curto"],
  LinkedIn: ["Post de texto", "Artigo"],
  YouTube: ["Vídeo", "Shorts"],
  TikTok: ["Vídeo curto"],
  "Twitter/X": ["Thread", "Post"],
  // Names the script tool maps (shared/plans.ts): a Status is a video or a picture, a
  // channel update is a picture with text or a short video.
  "WhatsApp Status": ["Status em vídeo", "Status com imagem"],
  "WhatsApp Canal": ["Atualização com imagem", "Vídeo curto"],
};

const hooks = [
  "Você ainda não conhece {tema}? Então presta atenção.",
  "3 erros comuns na hora de escolher {tema}",
  "O que ninguém te conta sobre {tema}",
  "Antes e depois: {tema} na prática",
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
      format: pick(formatsByChannel[slot.channel] ?? ["Post"], Math.floor(i / 2)),
      hook: pick(hooks, i).replace("{tema}", lowerFirst(product)),
      callToAction: pick(callsToAction[input.objective], i),
    };
  });
}
