import { SLIDE_LAYOUTS, TESTIMONIAL_PLACEHOLDER } from "../../../../shared/art.ts";
import { ART_FORMATS } from "../../../../shared/art-formats.ts";
import type { ArtInput } from "../../../../shared/generation/inputs.ts";
import type { ChatMessage } from "../../../ai/provider.ts";
import type { BrandVoice } from "../../../brands/service.ts";
import { tagged } from "../../guardrails.ts";
import { block, optional, systemMessage, userMessage } from "../../prompts.ts";

const LAYOUT_NAMES = Object.values(SLIDE_LAYOUTS).join(", ");

/** The shape the server reads the slides back from (slides.ts), as the model is told it. */
export const SLIDE_RULES = [
  "Escreva cada slide como uma seção: uma linha '## Slide N · <layout>', depois 'Título: ...', 'Texto: ...' (opcional) e, numa lista, 'Itens:' seguido de linhas '- ...'.",
  `Layouts: ${LAYOUT_NAMES}. O primeiro slide é a Capa, o último a Chamada final; entre eles, de 3 a 8 slides de conteúdo.`,
  "Título com até 12 palavras; texto com até 50 palavras; lista com até 5 itens curtos.",
  `Depoimento: nunca invente a fala de um cliente; o slide mostra ${TESTIMONIAL_PLACEHOLDER} até a marca colar um real.`,
].join("\n");

/** A carousel of a post: its script and caption split into slides in the brand's voice. */
export function artMessages(input: ArtInput, brand: BrandVoice | null): ChatMessage[] {
  return [
    systemMessage(
      "Você é um redator de carrosséis para redes sociais de pequenos negócios brasileiros.",
      "Divida o conteúdo do post em slides de carrossel, na voz da marca: a capa com o tema e o gancho, um ponto por slide de conteúdo, e uma chamada final com a chamada para ação do post. Siga o roteiro e a legenda quando houver; não acrescente fatos que eles não dizem.",
      SLIDE_RULES,
    ),
    userMessage(
      { brand, basePrompt: input.basePrompt },
      tagged("prompt_mae", input.basePrompt),
      tagged(
        "briefing",
        [
          block("Tamanho", ART_FORMATS[input.format].label),
          block("Tema", input.theme),
          ...optional("Gancho", input.hook),
          ...optional("Chamada para ação", input.callToAction),
          ...optional("Roteiro da publicação", input.script),
          ...optional("Legenda da publicação", input.caption),
        ].join("\n\n"),
      ),
    ),
  ];
}
