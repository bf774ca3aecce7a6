import type { CalendarSlot } from "../../../../shared/generation/calendar.ts";
import { placeOf, type SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import { type FunnelStage, funnelStageOf } from "../../../../shared/generation/funnel.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import {
  type LegalRules,
  legalRulesOf,
  mayAdvertise,
} from "../../../../shared/generation/legal-rules.ts";
import type { Channel } from "../../../../shared/generation/options.ts";
import {
  CHANNEL_FORMATS,
  ctaMaxWords,
  HOOK_MAX_WORDS,
  wordCount,
} from "../../../../shared/generation/post-rules.ts";
import { clean, listOf, pick } from "../../offline-composer.ts";
import { type Noun, nounOf, the, yourNoun } from "../../offline-grammar.ts";
import { datePost, warmUpPost } from "./calendar-dates.ts";
import { IDEAS, type Idea, ROLE_OF_PILLAR, type Role } from "./calendar-ideas.ts";

/* The offline composer's calendar: the creative fields of each slot, without a model. */

/** The content pillars of each objective: the strategy text and the calendar share them. */
export const pillarsByObjective: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Produto em uso", "Benefícios e diferenciais", "Prova social", "Oferta"],
  aumentar_seguidores: ["Conteúdo compartilhável", "Bastidores", "Tendências", "Interação"],
  gerar_autoridade: ["Educação", "Opinião de especialista", "Casos reais", "Perguntas frequentes"],
  atrair_clientes: ["Dores do cliente", "Como funciona", "Depoimentos", "Primeiro contato"],
};

/**
 * A council-bound profession (a clinic, a law office) neither sells nor shows clients' cases:
 * its offer pillar becomes how to book, its testimonial pillar questions it answers.
 */
const NO_SALES_PILLARS: Record<string, string> = {
  Oferta: "Como agendar",
  "Prova social": "Perguntas frequentes",
  Depoimentos: "Mitos e verdades",
  "Casos reais": "Mitos e verdades",
};

/** The pillars of a strategy for this brand (its words tell whether it may sell). */
export function pillarsFor(
  input: Pick<StrategyInput, "objective" | "basePrompt" | "productsServices">,
) {
  const { noSales } = legalRulesOf(`${input.basePrompt}\n${input.productsServices}`);
  return pillarsByObjective[input.objective].map((p) => (noSales ? (NO_SALES_PILLARS[p] ?? p) : p));
}

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
export function angleOf(pillars: readonly string[], index: number) {
  return {
    pillar: pick(pillars, index),
    hook: pick(HOOK_ANGLES, index + Math.floor(index / pillars.length)),
  };
}

/** Calls to action that ask for engagement, by channel: each network's own gesture. */
const ENGAGE: Record<Channel, readonly string[]> = {
  instagram: [
    "Salve este post para consultar depois",
    "Compartilhe com quem precisa ver isto",
    "Conte nos comentários como é aí",
    "Marque alguém que vai gostar",
  ],
  tiktok: ["Siga para ver a parte 2", "Salve para ver de novo depois", "Comente a sua dúvida aqui"],
  whatsapp_status: ["Responda este status com a sua dúvida", "Mande este status para quem precisa"],
  whatsapp_canal: ["Ative as notificações do canal", "Encaminhe para quem vai gostar"],
  facebook: [
    "Marque quem precisa ver isto",
    "Conte nos comentários a sua experiência",
    "Compartilhe com a sua família",
  ],
  linkedin: ["Comente como é na sua realidade", "Compartilhe com quem pode se beneficiar"],
  youtube: ["Inscreva-se para o próximo vídeo", "Deixe a sua dúvida nos comentários"],
  twitter: ["Responda com a sua experiência", "Repost para quem precisa ler"],
};

/**
 * Calls to action that ask for the product (or, for a health profession, the appointment),
 * by channel: Instagram and TikTok captions hold no link ("link na bio"); a WhatsApp Status
 * is answered; a channel update may carry a link. The noun agrees: "Garanta a sua calça".
 */
const ASK: Record<Channel, readonly ((n: Noun, verb: string) => string)[]> = {
  instagram: [
    (n, verb) => `${verb} ${yourNoun(n)} pelo link na bio`,
    (n) => `Chame no direct e reserve ${yourNoun(n)}`,
  ],
  tiktok: [(n, verb) => `${verb} ${yourNoun(n)} pelo link na bio`],
  whatsapp_status: [(n, verb) => `Responda e ${verb.toLowerCase()} ${yourNoun(n)}`],
  whatsapp_canal: [(n, verb) => `${verb} ${yourNoun(n)} pelo link desta atualização`],
  facebook: [(n, verb) => `${verb} ${yourNoun(n)} pelo Messenger`],
  linkedin: [() => "Me chame por mensagem para conversar"],
  youtube: [(n) => `O link para ${the(n)} está na descrição`],
  twitter: [(n, verb) => `${verb} ${yourNoun(n)}: link no perfil`],
};

/** A call to action within its channel's words: the noun named if it fits, else the pronoun. */
function askFor(channel: Channel, n: Noun, verb: string, i: number): string {
  const written = pick(ASK[channel], i)(n, verb);
  return wordCount(written) <= ctaMaxWords(channel) ? written : pick(ENGAGE[channel], i);
}

/** The products a post may name: never a prescription-only drug (ANVISA). */
function productsOf(input: StrategyInput): Noun[] {
  const listed = listOf(input.productsServices);
  const products = (listed.length > 0 ? listed : [clean(input.productsServices)]).filter(
    mayAdvertise,
  );
  return (products.length > 0 ? products : ["consulta"]).map((p) => nounOf(shortName(p)));
}

/** A product named in at most four words, not ending on a joining word ("de", "para"). */
function shortName(product: string): string {
  const words = product.split(/\s+/).slice(0, 4);
  while (words.length > 1 && /^(de|do|da|dos|das|para|com|e|em)$/i.test(words.at(-1) ?? "")) {
    words.pop();
  }
  return words.join(" ");
}

/**
 * What a post asks of its reader, by its funnel stage: a conversion post the product (or, for
 * a health profession, the appointment), every other a gesture of engagement.
 */
function callOf(
  input: StrategyInput,
  rules: LegalRules,
  stage: FunnelStage,
  n: Noun,
  slot: SlotPlan,
  i: number,
) {
  if (stage !== "conversao" || rules.councils.includes("OAB")) return pick(ENGAGE[slot.channel], i);
  if (rules.noSales) return askFor(slot.channel, nounOf("consulta"), "Agende", i);
  return askFor(slot.channel, n, input.objective === "aumentar_vendas" ? "Garanta" : "Peça", i);
}

/** A hook within its words: the idea's own, or the theme said as a question. */
const hookWithin = (hook: string, theme: string) =>
  wordCount(hook) <= HOOK_MAX_WORDS ? hook : `${theme.split(":")[0]}?`;

/**
 * Fills the creative fields of every slot. The pillars take turns (each a role); within a
 * role, each idea is used once before any comes back, and it comes back with another
 * product, so no theme or hook repeats in a plan of 65 posts. The call to action follows the
 * slot's funnel stage (funnel.ts), as the model is told to.
 */
export function composeSlots(input: StrategyInput, slots: SlotPlan[]): CalendarSlot[] {
  const rules = legalRulesOf(`${input.basePrompt}\n${input.productsServices}`);
  const pillars = pillarsFor(input);
  const products = productsOf(input);
  const used: Record<Role, number> = { mostrar: 0, ensinar: 0, provar: 0, convidar: 0 };
  let warmUps = 0;
  let asked = 0;
  return slots.map((slot, i) => {
    const stage = funnelStageOf(input.objective, i, slot, !rules.noSales);
    const pillarRole = ROLE_OF_PILLAR[pick(pillars, i)] ?? "ensinar";
    // A profession that may not show clients' cases answers questions instead.
    const role: Role = rules.noSales && pillarRole === "provar" ? "ensinar" : pillarRole;
    const pool: readonly Idea[] = IDEAS[role];
    const nth = used[role]++;
    const idea = pick(pool, nth);
    const n = pick(products, nth + Math.floor(nth / pool.length));
    const written = slot.commercialDate
      ? datePost(slot.commercialDate, n, rules.noSales)
      : slot.warmUp && !rules.noSales
        ? // Each warm-up its own product: two before one date never share a theme.
          warmUpPost(slot.warmUp, pick(products, warmUps), warmUps++)
        : { theme: idea.theme(n), hook: idea.hook(n) };
    return {
      ...placeOf(slot),
      theme: written.theme,
      format: pick(CHANNEL_FORMATS[slot.channel], Math.floor(i / 2)),
      hook: hookWithin(written.hook, written.theme),
      // Each conversion post asks in the next of its channel's ways.
      callToAction: callOf(input, rules, stage, n, slot, stage === "conversao" ? asked++ : i),
    };
  });
}
