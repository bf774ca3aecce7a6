import { brazilianDate } from "../../../../shared/dates.ts";
import type { SlotPlan } from "../../../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../../../shared/generation/inputs.ts";
import {
  channels,
  labelOf,
  strategyObjectives,
  strategyTones,
} from "../../../../shared/generation/options.ts";
import type { ChatMessage } from "../../../ai/provider.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { tagged } from "../../guardrails.ts";
import { block, optional, systemMessage, userMessage } from "../../prompts.ts";

export const channelLabels = (input: Pick<StrategyInput, "channels">) =>
  input.channels.map((value) => labelOf(channels, value));

/** Asks the model for the creative fields of a run of slots, as a JSON object. */
export function calendarMessages(
  input: StrategyInput,
  strategy: string,
  slots: SlotPlan[],
  firstIndex: number,
  brand: BrandVoice | null = null,
): ChatMessage[] {
  const lines = slots.map(
    (s, i) =>
      `${firstIndex + i}. ${brazilianDate(s.date)} · ${s.channel}${s.commercialDate ? ` · data comemorativa: ${s.commercialDate}` : ""}`,
  );
  return [
    systemMessage(
      "Você preenche calendários de conteúdo. Responda somente com um objeto JSON, sem texto fora dele, no formato:",
      '{"slots":[{"index":0,"theme":"...","format":"...","hook":"...","callToAction":"..."}]}',
      "Uma entrada por publicação listada, com o mesmo index. theme: o tema do post (até 80 caracteres); format: o formato adequado ao canal (por exemplo Reels, Carrossel, Stories, Vídeo curto, Artigo, Post); hook: a primeira frase que prende a atenção; callToAction: a chamada para ação.",
      "Quando a publicação tiver data comemorativa, aproveite-a só se combinar com a marca e o público; se não combinar, escreva um tema dos pilares.",
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
      block("Publicações a preencher", lines.join("\n")),
    ),
  ];
}

/** The second and last chance for the calendar JSON: the model sees what was wrong. */
export function calendarRepairMessages(
  previous: ChatMessage[],
  reply: string,
  problem: string,
): ChatMessage[] {
  return [
    ...previous,
    { role: "assistant", content: reply },
    {
      role: "user",
      content: `Sua resposta não é válida: ${problem}\nResponda novamente somente com o objeto JSON completo e corrigido, no formato pedido, com uma entrada para cada publicação.`,
    },
  ];
}
