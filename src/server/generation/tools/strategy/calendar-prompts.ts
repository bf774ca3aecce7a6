import { brazilianDate } from "../../../../shared/dates.ts";
import type { SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import { withArticle } from "../../../../shared/generation/commercial-dates.ts";
import {
  FUNNEL_STAGES,
  type FunnelStage,
  funnelStageOf,
  STAGE_PURPOSE,
} from "../../../../shared/generation/funnel.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import { legalRulesOf } from "../../../../shared/generation/legal-rules.ts";
import {
  channelLabel,
  channels,
  labelOf,
  strategyObjectives,
  strategyTones,
} from "../../../../shared/generation/options.ts";
import {
  ctaMaxWords,
  formatsOf,
  HOOK_MAX_WORDS,
} from "../../../../shared/generation/post-rules.ts";
import type { ChatMessage } from "../../../ai/provider.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { tagged } from "../../guardrails.ts";
import { block, optional, systemMessage, userMessage } from "../../prompts.ts";
import { angleOf, pillarsFor } from "./calendar-composer.ts";

export const channelLabels = (input: Pick<StrategyInput, "channels">) =>
  input.channels.map((value) => labelOf(channels, value));

/** The formats and call-to-action length of each channel among the slots. */
function channelRules(slots: IndexedSlot[]): string {
  const names = [...new Set(slots.map(({ slot }) => slot.channel))];
  return names
    .map(
      (name) =>
        `- ${channelLabel(name)}: formatos ${formatsOf(name).join(", ")}; chamada para ação com até ${ctaMaxWords(name)} palavras`,
    )
    .join("\n");
}

/**
 * The pillars the strategy itself names, under its "Pilares de conteúdo" heading: the
 * calendar follows the strategy the model just wrote, not a table per objective. Each item's
 * name is what comes before its colon or dash ("1. **Educação previdenciária**: …").
 */
export function strategyPillars(strategy: string): string[] {
  const lines = strategy.split("\n");
  const start = lines.findIndex((l) => /^#{1,4}\s.*pilares de conte/i.test(l));
  if (start < 0) return [];
  const pillars: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,4}\s/.test(line)) break;
    const item = /^\s{0,3}(?:\d+[.)]|[-*])\s+(.+)$/.exec(line)?.[1];
    const name = item
      ?.replace(/\*\*/g, "")
      .split(/[:(]|\s[—–-]\s/)[0]
      ?.trim();
    if (name && name.length <= 60) pillars.push(name);
  }
  return pillars.slice(0, 6);
}

/** A post's place in the strategy: its pillar and the funnel stage it serves. */
export type SlotRole = { pillar: string; stage: FunnelStage };

/**
 * The calendar's pillars (the strategy's own list, else its objective's), and each slot's
 * pillar and funnel stage: the pillars take turns
 * (angleOf), the stages follow the objective (funnelStageOf), and a business that may not
 * advertise offers converts on no date.
 */
export function slotRoles(input: StrategyInput, strategy: string) {
  const named = strategyPillars(strategy);
  const pillars = named.length >= 2 ? named : pillarsFor(input);
  const { noSales } = legalRulesOf(`${input.basePrompt}\n${input.productsServices}`);
  return {
    pillars,
    of: (index: number, slot: SlotPlan): SlotRole => ({
      pillar: angleOf(pillars, index).pillar,
      stage: funnelStageOf(input.objective, index, slot, !noSales),
    }),
  };
}

/** A slot of the plan with its number in the calendar (the key its fields come back under). */
export type IndexedSlot = { index: number; slot: SlotPlan };

/** The key of a slot's fields in the reply: one required key per slot, so the count is exact. */
export const slotKey = (index: number) => `post_${index}`;

/**
 * What the rest of the plan already says, for the model to say something else: a later batch
 * gets the first batch's themes; the repair of repeated posts every other post's theme and hook.
 */
export type PlanSoFar = { themes: string[]; hooks: string[]; repair?: boolean };

const listed = (title: string, texts: string[]) =>
  texts.length > 0 ? [block(title, texts.map((t) => `- ${t}`).join("\n"))] : [];

/** Asks the model for the creative fields of some slots, as the reply's schema (calendar-fill). */
export function calendarMessages(
  input: StrategyInput,
  strategy: string,
  slots: IndexedSlot[],
  brand: BrandVoice | null = null,
  soFar: PlanSoFar = { themes: [], hooks: [] },
): ChatMessage[] {
  const roles = slotRoles(input, strategy);
  const lines = slots.map(({ index, slot }) => {
    const { pillar, stage } = roles.of(index, slot);
    const hook = angleOf(roles.pillars, index).hook;
    return `${index}. ${brazilianDate(slot.date)} · ${channelLabel(slot.channel)} · pilar: ${pillar} · etapa do funil: ${labelOf(FUNNEL_STAGES, stage)} · gancho: ${hook}${slot.commercialDate ? ` · data comemorativa: ${slot.commercialDate}` : ""}${slot.warmUp ? ` · aquecimento: Esquenta para ${withArticle(slot.warmUp)}` : ""}`;
  });
  return [
    systemMessage(
      "Você preenche calendários de conteúdo. Responda somente com o JSON pedido: um objeto com uma chave post_N para cada publicação listada (N é o número dela), cada uma com theme, format, hook e callToAction.",
      `theme: o tema do post, do pilar indicado (até 80 caracteres); format: um dos formatos do canal, exatamente como escrito na lista; hook: a primeira frase, no ângulo de gancho indicado, com no máximo ${HOOK_MAX_WORDS} palavras; callToAction: uma chamada para ação curta, com no máximo as palavras indicadas para o canal.`,
      "Cada publicação deve ter tema e gancho diferentes das outras: nada de repetir a mesma ideia com outras palavras.",
      `Cada publicação serve a uma etapa do funil, e o tema e a chamada para ação seguem essa etapa: ${FUNNEL_STAGES.map((s) => `${s.label}: ${STAGE_PURPOSE[s.value]}`).join("; ")}.`,
      "Quando a publicação tiver data comemorativa, aproveite-a só se combinar com a marca e o público; se não combinar, escreva um tema dos pilares.",
      "Quando a publicação for de aquecimento, prepare o público para a data que vem, a partir do tema indicado, sem antecipar ofertas que a marca não deu.",
      ...(soFar.repair
        ? [
            "Estas publicações repetiam outras do plano: escreva para cada uma um tema e um gancho novos, diferentes de todos os já usados.",
          ]
        : []),
    ),
    userMessage(
      { brand, basePrompt: input.basePrompt, tone: input.tone },
      tagged("estrategia", strategy),
      tagged(
        "briefing",
        [
          block("Objetivo", labelOf(strategyObjectives, input.objective)),
          block("Produtos/serviços", input.productsServices),
          block("Tom de voz", labelOf(strategyTones, input.tone)),
          ...optional("Conteúdos a evitar", input.avoidContent),
        ].join("\n\n"),
      ),
      block("Formatos e chamadas por canal", channelRules(slots)),
      ...listed("Temas já usados no plano (escreva temas diferentes destes)", soFar.themes),
      ...listed("Ganchos já usados no plano (escreva ganchos diferentes destes)", soFar.hooks),
      block("Publicações a preencher", lines.join("\n")),
    ),
  ];
}
