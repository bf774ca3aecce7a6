import type { ScriptInput } from "../../../shared/generation/inputs.ts";
import {
  labelOf,
  scriptFormats,
  scriptObjectives,
  scriptTones,
} from "../../../shared/generation/options.ts";
import { toolOf } from "../../../shared/generation/tools.ts";
import type { ChatMessage } from "../../ai/provider.ts";
import { tagged } from "../guardrails.ts";
import { composeOpeningOptions } from "../offline-variations.ts";
import { block, systemMessage, userMessage } from "../prompts.ts";
import type { BrandVoice } from "../tool-context.ts";
import { composeScript } from "./script-composer.ts";
import { chosenBrand, type ServerTool, toolJob } from "./tool.ts";

/**
 * Scripts for videos, posts and ads: the model's prompts, or the offline composer's draft.
 * From a post ("Criar roteiro"), it becomes that post's script (registry: `lands.post`).
 */
export const scriptTool: ServerTool<"script"> = {
  job: async (input, context) => {
    const brand = await chosenBrand(context, input.brandId);
    return toolJob(toolOf("script"), input, context, {
      failure: {
        failed: "Ocorreu um erro ao gerar o roteiro de conteúdo. Por favor, tente novamente.",
        empty: "Erro ao gerar o roteiro de conteúdo.",
      },
      messages: () => scriptMessages(input, brand),
      compose: () => composeScript(input, brand),
      reply: { temperature: 0.8, maxTokens: 1500 },
      brand,
      metadata: { basePrompt: input.basePrompt },
    });
  },
  // The opening: the body of the script's first section (its "Gancho").
  variations: {
    part: ({ content }) => openingOf(content)?.text ?? null,
    reply: { temperature: 0.9, maxTokens: 400 },
    compose: composeOpeningOptions,
    apply: (option, { content, metadata }) => {
      const opening = openingOf(content);
      if (!opening) return { content, metadata };
      return {
        content: `${content.slice(0, opening.start)}${option}${content.slice(opening.end)}`,
        metadata,
      };
    },
  },
};

/**
 * Where a script's opening is: the text under its first "##" heading, up to the next heading.
 * A script written without sections has none.
 */
export function openingOf(script: string): { start: number; end: number; text: string } | null {
  const heading = /^#{2,3} .*$/m.exec(script);
  if (!heading) return null;
  const start = heading.index + heading[0].length + 1;
  const next = /^#{1,3} /m.exec(script.slice(start));
  const end = next ? start + next.index : script.length;
  const text = script.slice(start, end).trim();
  if (!text) return null;
  // The part itself, without the blank lines around it (they stay in the script).
  const from = start + script.slice(start, end).indexOf(text);
  return { start: from, end: from + text.length, text };
}

export function scriptMessages(input: ScriptInput, brand: BrandVoice | null = null): ChatMessage[] {
  const format = labelOf(scriptFormats, input.format);
  return [
    systemMessage(
      "Você é um roteirista de conteúdo para redes sociais de pequenos negócios brasileiros.",
      `Escreva um roteiro pronto para produzir no formato ${format}, com estas seções em títulos "##": Gancho; Desenvolvimento (cenas, slides ou telas em "###"); Chamada para ação; Legenda sugerida; Dicas de produção.`,
      'Cada cena traz o texto pronto, não instruções: "Fala:" com a frase dita, "Texto na tela:" (ou "Texto:" num slide) e o tempo no título, como "(0–3 s)". Conte cerca de 2,5 palavras faladas por segundo e respeite a duração ou o tamanho pedido.',
      "O objetivo final é do marketer: oriente o roteiro por ele, mas nunca o escreva no texto que o público vê ou ouve.",
    ),
    userMessage(
      { brand, basePrompt: input.basePrompt, tone: input.tone },
      tagged("prompt_mae", input.basePrompt),
      tagged(
        "briefing",
        [
          block("Formato", format),
          block("Objetivo do conteúdo", labelOf(scriptObjectives, input.objective)),
          block("Público-alvo", input.targetAudience),
          block("Duração/tamanho", input.duration),
          block("Tom", labelOf(scriptTones, input.tone)),
          block("Objetivo final", input.finalGoal),
        ].join("\n\n"),
      ),
    ),
  ];
}
