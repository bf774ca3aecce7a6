import type { BrandInput } from "../../../shared/generation/inputs.ts";
import { toolOf } from "../../../shared/generation/tools.ts";
import type { ChatMessage } from "../../ai/provider.ts";
import { brandVoice, ensureRoomForBrand, saveGeneratedBrand } from "../../brands/service.ts";
import { tagged } from "../guardrails.ts";
import { clean, firstSentence, listOf, lowerFirst } from "../offline-composer.ts";
import { block, systemMessage } from "../prompts.ts";
import { type ServerTool, toolJob } from "./tool.ts";

/** The Prompt Mãe: the model's prompts, or the offline composer's draft. */
export const promptTool: ServerTool<"prompt"> = {
  job: async (input, context) => {
    const { db, access } = context;
    // The brand it is for is saved with it: the one being edited, or a new one if room is left.
    if (input.brandId) await brandVoice(db, access, input.brandId);
    else await ensureRoomForBrand(db, access);
    return toolJob(toolOf("prompt"), input, context, {
      failure: {
        failed: "Ocorreu um erro ao gerar seu prompt base.",
        empty: "Ocorreu um erro ao gerar seu prompt base.",
      },
      messages: () => brandPromptMessages(input),
      compose: () => composeBrandPrompt(input),
      reply: { temperature: 0.7, maxTokens: 1500 },
      // Its brand is the one it saves, not one it was written for.
      brand: null,
      saved: async (tx, result) =>
        result.keep(await saveGeneratedBrand(tx, access, input, result.text, input.brandId)),
    });
  },
};

/** The Prompt Mãe: the brand's essence, written once and reused by the other tools. */
export function brandPromptMessages(input: BrandInput): ChatMessage[] {
  return [
    systemMessage(
      "Você é um estrategista de marca especializado em pequenos negócios brasileiros.",
      'Sua tarefa é escrever o "Prompt Mãe" da marca: um texto-base que será colado em outras ferramentas de IA para que todo conteúdo gerado soe como a marca.',
      "Organize em seções com títulos: Essência da marca; Público-alvo; Problema que resolvemos; Tom de voz (o que o tom é e o que não é); Pilares de conteúdo; Palavras para usar e palavras para evitar; Como usar este prompt.",
      "Seja específico e use apenas as informações fornecidas, sem inventar dados como preços, prêmios ou números.",
    ),
    {
      role: "user",
      content: [
        "Crie o Prompt Mãe da marca a partir destas informações.",
        tagged(
          "briefing",
          [
            block("Nome da marca", input.brandName),
            block("Descrição da marca", input.brandDescription),
            block("Localização/área de atendimento", input.brandLocation),
            block("Problema que a marca resolve", input.brandProblemSolution),
            block("Valores da marca", input.brandValues),
          ].join("\n\n"),
        ),
      ].join("\n\n"),
    },
  ];
}

export function composeBrandPrompt(input: BrandInput): string {
  const brand = clean(input.brandName);
  const values = listOf(input.brandValues);
  const location = clean(input.brandLocation);
  const problem = clean(input.brandProblemSolution);
  return `# Prompt Mãe: ${brand}

## Essência da marca
${brand}: ${clean(input.brandDescription)}
Área de atendimento: ${location}.

## Público-alvo
Pessoas e negócios de ${location} que precisam resolver isto: ${lowerFirst(firstSentence(problem))}

## Problema que resolvemos
${problem}

## Valores
${values.map((v) => `- ${v}`).join("\n")}

## Tom de voz
Próximo, claro e confiável. Cada texto deve refletir os valores da marca (${values.join(", ")}), falar diretamente com o cliente usando "você" e mostrar conhecimento real sobre ${location}.

## Pilares de conteúdo
1. Educação: explicar o problema que resolvemos e como evitá-lo.
2. Bastidores: mostrar como ${brand} trabalha no dia a dia.
3. Prova social: resultados, depoimentos e histórias de clientes de ${location}.
4. Valores em ação: exemplos concretos de ${values.slice(0, 2).join(" e ") || "nossos valores"}.
5. Oferta: produtos e serviços apresentados como solução, com uma chamada para ação clara.

## Palavras para usar e para evitar
Use: ${[...values.slice(0, 3), location, "você", "solução"].join(", ")}.
Evite: promessas exageradas, jargões sem explicação, comparações negativas com concorrentes.

## Como usar este prompt
Cole este texto no início de qualquer pedido de conteúdo (estratégia, roteiro, legenda ou anúncio) e, em seguida, descreva o que você precisa. Assim todo conteúdo gerado fala como ${brand}.`;
}
