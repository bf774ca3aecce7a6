import { brazilianDate, brazilToday } from "../../../../shared/dates.ts";
import {
  type CommercialDate,
  strategyCalendarSchema,
} from "../../../../shared/generation/calendar.ts";
import {
  type CalendarPlan,
  planCalendar,
  postingDaysText,
} from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import {
  labelOf,
  postingFrequencies,
  strategyObjectives,
  strategyTones,
} from "../../../../shared/generation/options.ts";
import { toolOf } from "../../../../shared/generation/tools.ts";
import { defaultStartDate, startDateProblem } from "../../../../shared/generation/window.ts";
import type { ChatMessage } from "../../../ai/provider.ts";
import { errors } from "../../../lib/errors.ts";
import { tagged } from "../../guardrails.ts";
import { clean, leadOf, lowerFirst } from "../../offline-composer.ts";
import { block, optional, systemMessage, userMessage } from "../../prompts.ts";
import type { BrandVoice } from "../../tool-context.ts";
import { chosenBrand, type ServerTool, toolJob } from "../tool.ts";
import { pillarsFor } from "./calendar-composer.ts";
import { fillCalendar } from "./calendar-fill.ts";
import { channelLabels } from "./calendar-prompts.ts";

/**
 * The 3-month strategy: its text (the model's, or the offline composer's), then the dated
 * calendar our code lays out and fills: its structured result, which becomes its plan.
 */
export const strategyTool: ServerTool<"strategy"> = {
  job: async (input, context) => {
    const today = brazilToday(context.now);
    const asked = input.startDate ?? defaultStartDate(context.now);
    // Generated again later, a start date now past starts tomorrow instead.
    const startDate =
      context.again && startDateProblem(asked, today) ? defaultStartDate(context.now) : asked;
    // "Today" is the server's, in Brazil: refused before anything is generated or saved.
    const problem = startDateProblem(startDate, today);
    if (problem) throw errors.badRequest(problem, { fields: { startDate: problem } });
    const brand = await chosenBrand(context, input.brandId);
    // The brand's place ("Belém - PA") brings its regional dates, though no other text names it.
    const plan = planCalendar({ ...input, brandLocation: brand?.brandLocation }, startDate);
    return toolJob(toolOf("strategy"), input, context, {
      failure: {
        failed: "Ocorreu um erro ao gerar a estratégia de marketing. Por favor, tente novamente.",
        empty: "Erro ao gerar a estratégia de marketing.",
      },
      messages: () => strategyMessages(input, plan.offered, brand),
      compose: () => composeStrategy(input, plan),
      reply: STRATEGY_REPLY,
      brand,
      // Laid out and filled after the text: the plan's outlet makes the plan of it.
      structure: (ai, text) => fillCalendar(ai, input, text, plan, brand, context.logger),
      // Kept with the item: reusing a strategy starts from its Prompt Mãe, not its whole text.
      // Its tone and objective: the scripts of its plan are written in them.
      metadata: { basePrompt: input.basePrompt, tone: input.tone, objective: input.objective },
      // Stored once, as data: the text is rendered with its calendar's section when read.
      saved: (_tx, { structured: calendar, keep }) => keep(brand, { metadata: { calendar } }),
    });
  },
  // The model edits the text alone; the calendar is the plan's data and stays as it was, in
  // the metadata the new version keeps.
  edit: {
    edited: ({ text, metadata }) => {
      const calendar = strategyCalendarSchema.safeParse(metadata?.calendar);
      return { content: text, metadata, ...(calendar.success && { structured: calendar.data }) };
    },
  },
};

/**
 * The strategy's length, asked in words: its longest fits `max_tokens` at two tokens a word
 * (Portuguese takes about 1.4 on gpt-4o's tokenizer, 1.9 on older ones), so it is never cut.
 */
export const STRATEGY_WORDS = { min: 600, max: 900 } as const;
export const STRATEGY_REPLY = { temperature: 0.7, maxTokens: 2500 } as const;

/** The strategy text; the dated calendar is laid out by our code and filled separately. */
export function strategyMessages(
  input: StrategyInput,
  commercialDates: CommercialDate[],
  brand: BrandVoice | null = null,
): ChatMessage[] {
  const dates = commercialDates.map((d) => `- ${brazilianDate(d.date)}: ${d.name}`).join("\n");
  return [
    systemMessage(
      "Você é um estrategista de marketing digital para pequenos negócios brasileiros.",
      "Escreva uma estratégia de marketing de conteúdo para os próximos 3 meses com as seções: Posicionamento; Público e mensagem central; Pilares de conteúdo (3 a 5, com exemplos); Estratégia por canal; Datas comerciais a aproveitar (só as que combinam com a marca e o público); Métricas para acompanhar.",
      'Liste os pilares como itens numerados, cada um começando pelo nome do pilar seguido de dois-pontos ("1. Bastidores da fornada: ..."): o calendário é preenchido a partir deles.',
      "Nas datas comerciais grandes (Dia das Mães, Dia dos Namorados, Dia dos Pais, Black Friday, Natal), planeje aquecimento de uma a duas semanas antes e um post no dia quando o canal combinar; inclua datas regionais e de consumo que o lugar e o segmento da marca tornem relevantes. Marcas que não podem anunciar ofertas (saúde, advocacia) marcam datas só com cuidado e informação.",
      "Não escreva o calendário dia a dia: ele é montado à parte e anexado depois do seu texto.",
      `Escreva entre ${STRATEGY_WORDS.min} e ${STRATEGY_WORDS.max} palavras no total.`,
    ),
    userMessage(
      { brand, basePrompt: input.basePrompt, tone: input.tone },
      tagged("prompt_mae", input.basePrompt),
      tagged(
        "briefing",
        [
          block("Objetivo", labelOf(strategyObjectives, input.objective)),
          block("Produtos/serviços", input.productsServices),
          block("Frequência de postagem", labelOf(postingFrequencies, input.frequency)),
          block("Dias de publicação", postingDaysText(input)),
          block("Canais", channelLabels(input).join(", ")),
          ...optional("Marcas ou perfis que admira", input.inspirations),
          ...optional("Conteúdos que já deram certo", input.successfulContent),
          ...optional("Conteúdos a evitar", input.avoidContent),
          block("Tom de voz", labelOf(strategyTones, input.tone)),
          ...(dates ? [block("Datas comerciais no período", dates)] : []),
        ].join("\n\n"),
      ),
    ),
  ];
}

const metricsByObjective: Record<StrategyInput["objective"], string> = {
  aumentar_vendas:
    "Vendas atribuídas ao conteúdo, cliques no link, mensagens com pedido de orçamento",
  aumentar_seguidores: "Novos seguidores por semana, compartilhamentos, alcance de não seguidores",
  gerar_autoridade: "Salvamentos, comentários com perguntas, convites e menções",
  atrair_clientes: "Mensagens recebidas, cadastros, visitas ao perfil e ao site",
};

const channelTips: Record<string, string> = {
  Instagram:
    "Reels para alcance, carrosséis para conteúdo salvável e Stories diários para relacionamento.",
  Facebook: "posts com imagem e vídeos curtos, aproveitando grupos e a comunidade local.",
  LinkedIn: "artigos e posts de opinião que mostrem conhecimento e resultados.",
  YouTube: "vídeos que respondam às perguntas mais buscadas pelo público, e Shorts para alcance.",
  TikTok: "vídeos curtos, diretos e com gancho forte nos primeiros segundos.",
  "Twitter/X": "threads curtas com dicas e opiniões, e respostas rápidas às conversas do nicho.",
  "WhatsApp Status":
    "fotos e vídeos curtos do dia a dia, bastidores e ofertas relâmpago para quem já tem seu número salvo.",
  "WhatsApp Canal":
    "avisos de novidades, ofertas exclusivas e dicas rápidas para os seguidores do canal, sem excesso de mensagens.",
};

/** A tone as the manner of "de forma …": the adjective agrees with "forma" (feminine). */
const TONE_MANNER: Record<StrategyInput["tone"], string> = {
  profissional: "profissional",
  elegante: "elegante",
  descontraido: "descontraída",
  inspirador: "inspiradora",
  empatico: "empática",
  confiante: "confiante",
};

export function composeStrategy(input: StrategyInput, plan: CalendarPlan): string {
  const objective = labelOf(strategyObjectives, input.objective);
  const tone = labelOf(strategyTones, input.tone);
  const products = clean(input.productsServices);
  const pillars = pillarsFor(input);
  const dates = plan.offered;
  return `# Estratégia de marketing: ${objective}

## Posicionamento
Com base no Prompt Mãe, a marca se apresenta como a escolha certa para quem procura ${lowerFirst(products)}. Objetivo dos próximos 3 meses: ${lowerFirst(objective)}, com tom ${lowerFirst(tone)}.

## Público e mensagem central
${leadOf(input.basePrompt)}
Mensagem central: mostrar, de forma ${TONE_MANNER[input.tone]}, como ${lowerFirst(products)} resolvem o problema do cliente.

## Pilares de conteúdo
${pillars.map((p, i) => `${i + 1}. ${p}`).join("\n")}

## Estratégia por canal
Frequência: ${labelOf(postingFrequencies, input.frequency)}.
Dias de publicação: ${postingDaysText(input)}.
${channelLabels(input)
  .map((c) => `- ${c}: ${channelTips[c] ?? "conteúdo adaptado ao formato do canal."}`)
  .join("\n")}
${input.inspirations.trim() ? `\nReferências: ${clean(input.inspirations)}.` : ""}${input.successfulContent.trim() ? `\nRepetir o que funcionou: ${clean(input.successfulContent)}.` : ""}${input.avoidContent.trim() ? `\nEvitar: ${clean(input.avoidContent)}.` : ""}

## Datas comerciais a aproveitar
${dates.length ? dates.map((d) => `- ${brazilianDate(d.date)}: ${d.name}`).join("\n") : "Nenhuma data comercial relevante no período: foque nos pilares."}

## Métricas para acompanhar
${metricsByObjective[input.objective]}.`;
}
