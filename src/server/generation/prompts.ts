import type { EditInput } from "../../shared/generation/inputs.ts";
import type { ChatMessage } from "../ai/provider.ts";

export const LANGUAGE =
  "Escreva sempre em português do Brasil, com linguagem natural para o público brasileiro.";

export const block = (title: string, text: string) => `${title}:\n${text.trim()}`;
export const optional = (title: string, text: string) => (text.trim() ? [block(title, text)] : []);

/** The words a saved brand asks its texts to use and to avoid. */
export type BrandWords = { wordsToUse: string[]; wordsToAvoid: string[] };
export const brandWords = (brand: BrandWords | null) => [
  ...(brand?.wordsToUse.length ? [block("Palavras para usar", brand.wordsToUse.join(", "))] : []),
  ...(brand?.wordsToAvoid.length
    ? [block("Palavras para evitar (nunca use)", brand.wordsToAvoid.join(", "))]
    : []),
];

/** An edit of a brand's item keeps to the brand's words. */
export function editMessages(
  input: Pick<EditInput, "content" | "instruction">,
  brand: BrandWords | null = null,
): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "Você é um editor de conteúdo de marketing. Aplique ao texto a alteração pedida e devolva o texto completo já modificado.",
        "Responda somente com o novo texto, sem comentários, explicações ou aspas em volta.",
        LANGUAGE,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        block("Texto atual", input.content),
        block("Alteração pedida", input.instruction),
        ...brandWords(brand),
      ].join("\n\n"),
    },
  ];
}
