import {
  ALT_TEXT_MAX,
  CAPTION_SECTIONS,
  CHANNEL_LIMITS,
} from "../../../../shared/generation/captions.ts";
import type { CaptionInput } from "../../../../shared/generation/inputs.ts";
import { type Channel, channels, labelOf } from "../../../../shared/generation/options.ts";
import type { ChatMessage } from "../../../ai/provider.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { tagged } from "../../guardrails.ts";
import { block, optional, systemMessage, userMessage } from "../../prompts.ts";

/** The channel's rules as the model reads them. */
export function limitsText(channel: Channel): string {
  const limits = CHANNEL_LIMITS[channel];
  const hashtags =
    limits.hashtags === 0
      ? "Este canal não usa hashtags: deixe a seção Hashtags vazia."
      : `No máximo ${limits.hashtags} hashtags${limits.suggested ? ` (sugerimos de ${limits.suggested[0]} a ${limits.suggested[1]})` : ""}.`;
  return [
    `Legenda e hashtags juntas com no máximo ${limits.caption} caracteres.`,
    hashtags,
    `Texto alternativo com no máximo ${ALT_TEXT_MAX} caracteres, descrevendo a imagem para quem não a vê.`,
  ].join("\n");
}

/** The four headings the server reads the caption's fields back from. */
export const SECTION_HEADINGS = Object.values(CAPTION_SECTIONS)
  .map((heading) => `## ${heading}`)
  .join(", ");

/** The caption of a post: four headed sections the server reads back into the post's fields. */
export function captionMessages(input: CaptionInput, brand: BrandVoice | null): ChatMessage[] {
  return [
    systemMessage(
      "Você é um redator de redes sociais de pequenos negócios brasileiros.",
      `Escreva o texto pronto para publicar de um post, na voz da marca, com exatamente estas seções, nesta ordem: ${SECTION_HEADINGS}.`,
      'Legenda: o texto do post, começando pelo gancho e terminando na chamada para ação, sem hashtags; siga o roteiro da publicação quando houver. Hashtags: só as hashtags, separadas por espaço. Texto alternativo: a descrição da imagem; sem imagem descrita, escreva "[descreva a foto]". Primeiro comentário: opcional; deixe a seção vazia se não fizer sentido.',
    ),
    userMessage(
      { brand, basePrompt: input.basePrompt },
      tagged("prompt_mae", input.basePrompt),
      tagged(
        "briefing",
        [
          block("Canal", labelOf(channels, input.channel)),
          block("Formato", input.format),
          block("Tema", input.theme),
          ...optional("Gancho", input.hook),
          ...optional("Chamada para ação", input.callToAction),
          ...optional("Roteiro da publicação", input.script),
          ...(input.hashtags.length
            ? [block("Hashtags que devem estar sempre", input.hashtags.join(" "))]
            : []),
        ].join("\n\n"),
      ),
      block("Limites do canal", limitsText(input.channel)),
    ),
  ];
}
