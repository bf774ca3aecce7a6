import type { CommercialDate } from "../../shared/generation/calendar.ts";
import type {
  BrandInput,
  EditInput,
  ScriptInput,
  StrategyInput,
} from "../../shared/generation/inputs.ts";
import {
  channels,
  labelOf,
  postingFrequencies,
  scriptFormats,
  scriptObjectives,
  scriptTones,
  strategyObjectives,
  strategyTones,
} from "../../shared/generation/options.ts";
import type { ChatMessage } from "../ai/provider.ts";
import { brazilianDate, type SlotPlan } from "./calendar.ts";

const LANGUAGE =
  "Escreva sempre em português do Brasil, com linguagem natural para o público brasileiro.";

const block = (title: string, text: string) => `${title}:\n${text.trim()}`;
const optional = (title: string, text: string) => (text.trim() ? [block(title, text)] : []);

/** The words a saved brand asks its texts to use and to avoid. */
export type BrandWords = { wordsToUse: string[]; wordsToAvoid: string[] };
const brandWords = (brand: BrandWords | null) => [
  ...(brand?.wordsToUse.length ? [block("Palavras para usar", brand.wordsToUse.join(", "))] : []),
  ...(brand?.wordsToAvoid.length
    ? [block("Palavras para evitar (nunca use)", brand.wordsToAvoid.join(", "))]
    : []),
];

export const channelLabels = (input: Pick<StrategyInput, "channels">) =>
  input.channels.map((value) => labelOf(channels, value));

/** The Prompt Mãe: the brand's essence, written once and reused by the other tools. */
export function brandPromptMessages(input: BrandInput): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "Você é um estrategista de marca especializado em pequenos negócios brasileiros.",
        'Sua tarefa é escrever o "Prompt Mãe" da marca: um texto-base que será colado em outras ferramentas de IA para que todo conteúdo gerado soe como a marca.',
        "Organize em seções com títulos: Essência da marca; Público-alvo; Problema que resolvemos; Tom de voz; Pilares de conteúdo; Palavras para usar e palavras para evitar; Como usar este prompt.",
        "Seja específico e use apenas as informações fornecidas, sem inventar dados como preços, prêmios ou números.",
        LANGUAGE,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        "Crie o Prompt Mãe da marca a partir destas informações.",
        block("Nome da marca", input.brandName),
        block("Descrição da marca", input.brandDescription),
        block("Localização/área de atendimento", input.brandLocation),
        block("Problema que a marca resolve", input.brandProblemSolution),
        block("Valores da marca", input.brandValues),
      ].join("\n\n"),
    },
  ];
}

/** The strategy text; the dated calendar is laid out by our code and filled separately. */
export function strategyMessages(
  input: StrategyInput,
  commercialDates: CommercialDate[],
  brand: BrandWords | null = null,
): ChatMessage[] {
  const dates = commercialDates.map((d) => `- ${brazilianDate(d.date)}: ${d.name}`).join("\n");
  return [
    {
      role: "system",
      content: [
        "Você é um estrategista de marketing digital para pequenos negócios brasileiros.",
        "Escreva uma estratégia de marketing de conteúdo para os próximos 3 meses com as seções: Posicionamento; Público e mensagem central; Pilares de conteúdo (3 a 5, com exemplos); Estratégia por canal; Datas comerciais a aproveitar; Métricas para acompanhar.",
        "Não escreva o calendário dia a dia: ele é montado à parte e anexado depois do seu texto.",
        LANGUAGE,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        block("Prompt Mãe da marca", input.basePrompt),
        ...brandWords(brand),
        block("Objetivo", labelOf(strategyObjectives, input.objective)),
        block("Produtos/serviços", input.productsServices),
        block("Frequência de postagem", labelOf(postingFrequencies, input.frequency)),
        block("Canais", channelLabels(input).join(", ")),
        ...optional("Marcas ou perfis que admira", input.inspirations),
        ...optional("Conteúdos que já deram certo", input.successfulContent),
        ...optional("Conteúdos a evitar", input.avoidContent),
        block("Tom de voz", labelOf(strategyTones, input.tone)),
        ...(dates ? [block("Datas comerciais no período", dates)] : []),
      ].join("\n\n"),
    },
  ];
}

/** Asks the model for the creative fields of a run of slots, as a JSON object. */
export function calendarMessages(
  input: StrategyInput,
  strategy: string,
  slots: SlotPlan[],
  firstIndex: number,
): ChatMessage[] {
  const lines = slots.map(
    (s, i) =>
      `${firstIndex + i}. ${brazilianDate(s.date)} · ${s.channel}${s.commercialDate ? ` · data comemorativa: ${s.commercialDate}` : ""}`,
  );
  return [
    {
      role: "system",
      content: [
        "Você preenche calendários de conteúdo. Responda somente com um objeto JSON, sem texto fora dele, no formato:",
        '{"slots":[{"index":0,"theme":"...","format":"...","hook":"...","callToAction":"..."}]}',
        "Uma entrada por publicação listada, com o mesmo index. theme: o tema do post (até 80 caracteres); format: o formato adequado ao canal (por exemplo Reels, Carrossel, Stories, Vídeo curto, Artigo, Post); hook: a primeira frase que prende a atenção; callToAction: a chamada para ação.",
        "Quando a publicação tiver data comemorativa, o tema deve aproveitá-la.",
        LANGUAGE,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        block("Estratégia", strategy),
        block("Objetivo", labelOf(strategyObjectives, input.objective)),
        block("Produtos/serviços", input.productsServices),
        block("Tom de voz", labelOf(strategyTones, input.tone)),
        ...optional("Conteúdos a evitar", input.avoidContent),
        block("Publicações a preencher", lines.join("\n")),
      ].join("\n\n"),
    },
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

export function scriptMessages(input: ScriptInput, brand: BrandWords | null = null): ChatMessage[] {
  const format = labelOf(scriptFormats, input.format);
  return [
    {
      role: "system",
      content: [
        "Você é um roteirista de conteúdo para redes sociais de pequenos negócios brasileiros.",
        `Escreva um roteiro pronto para produzir no formato ${format}, com: Gancho (primeiros segundos ou primeira linha); Desenvolvimento dividido em partes (cenas, slides ou telas, conforme o formato); Chamada para ação; Legenda sugerida; Dicas de produção.`,
        "Respeite a duração ou o tamanho pedido.",
        LANGUAGE,
      ].join("\n"),
    },
    {
      role: "user",
      content: [
        block("Prompt Mãe da marca", input.basePrompt),
        ...brandWords(brand),
        block("Formato", format),
        block("Objetivo do conteúdo", labelOf(scriptObjectives, input.objective)),
        block("Público-alvo", input.targetAudience),
        block("Duração/tamanho", input.duration),
        block("Tom", labelOf(scriptTones, input.tone)),
        block("Objetivo final", input.finalGoal),
      ].join("\n\n"),
    },
  ];
}

export function editMessages(input: Pick<EditInput, "content" | "instruction">): ChatMessage[] {
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
      content: `${block("Texto atual", input.content)}\n\n${block("Alteração pedida", input.instruction)}`,
    },
  ];
}

/** Edits follow the described client: a little creative, long enough for a whole strategy. */
export const EDIT_OPTIONS = { temperature: 0.7, maxTokens: 4000 } as const;
