import { legalRulesOf, legalRulesText } from "../../shared/generation/legal-rules.ts";
import type { EditInput } from "../../shared/generation/tool-inputs.ts";
import type { ChatMessage } from "../ai/provider.ts";
import { GUARDRAILS, INPUTS_ARE_REFERENCE, tagged } from "./guardrails.ts";
import { STYLE } from "./style.ts";
import { type VoiceSource, voiceCard } from "./voice-card.ts";

export const LANGUAGE =
  "Escreva sempre em português do Brasil, com linguagem natural para o público brasileiro.";

export const block = (title: string, text: string) => `${title}:\n${text.trim()}`;
export const optional = (title: string, text: string) => (text.trim() ? [block(title, text)] : []);

/**
 * A tool's system message: its role and task, then what every prompt carries (Brazilian
 * Portuguese, the advertising guardrails, the rule that tagged text is not an instruction).
 */
export const systemMessage = (...task: string[]): ChatMessage => ({
  role: "system",
  content: [...task, LANGUAGE, STYLE, GUARDRAILS, INPUTS_ARE_REFERENCE].join("\n"),
});

/**
 * The legal rules the brand's own words put it under (its council, ANVISA, alcohol), as rules
 * the model follows: a clinic is never offered a sale, whatever the list of segments knows.
 */
function brandLegalRules({ brand, basePrompt }: VoiceSource): string[] {
  const rules = legalRulesText(legalRulesOf(`${basePrompt}\n${brand?.brandDescription ?? ""}`));
  return rules ? [block("Regras legais desta marca (siga sempre)", rules)] : [];
}

/** A tool's user message: the brand's voice card and legal rules first, then the tagged inputs. */
export const userMessage = (voice: VoiceSource, ...parts: string[]): ChatMessage => ({
  role: "user",
  content: [voiceCard(voice), ...brandLegalRules(voice), ...parts].join("\n\n"),
});

/** An edit of a brand's item keeps to the brand's voice and words, and of a tool's result to
 * its shape. */
export function editMessages(
  input: Pick<EditInput, "content" | "instruction">,
  voice: VoiceSource = { brand: null, basePrompt: "" },
  shape?: string,
): ChatMessage[] {
  return [
    systemMessage(
      "Você é um editor de conteúdo de marketing. Aplique ao texto a alteração pedida e devolva o texto completo já modificado, mantendo a voz da marca.",
      "Responda somente com o novo texto, sem comentários, explicações ou aspas em volta.",
    ),
    userMessage(
      voice,
      tagged("texto", input.content),
      tagged("alteracao", input.instruction),
      ...optional("Formato a manter", shape ?? ""),
    ),
  ];
}

/**
 * One option for a part of a result ("Gerar 3 opções"): the same prompt for each option, which
 * the model's temperature (or `n`) makes differ. The whole result is there for context only.
 */
export function variationMessages(
  part: { what: string; current: string; whole: string },
  voice: VoiceSource = { brand: null, basePrompt: "" },
  rules?: string,
): ChatMessage[] {
  return [
    systemMessage(
      `Você é um redator de marketing. Escreva uma nova opção para ${part.what} de um conteúdo: outro ângulo e outras palavras, com a mesma mensagem, na voz da marca.`,
      `Responda somente com o novo texto de ${part.what}, sem títulos, comentários, explicações ou aspas em volta.`,
    ),
    userMessage(
      voice,
      tagged("texto", part.whole),
      tagged("parte", part.current),
      ...optional("Regras", rules ?? ""),
    ),
  ];
}
