import type { CalendarSlot } from "../../shared/generation/calendar.ts";
import type { BrandInput, ScriptInput, StrategyInput } from "../../shared/generation/inputs.ts";
import { stripMarkdown } from "../../shared/generation/markdown.ts";
import {
  labelOf,
  postingFrequencies,
  scriptFormats,
  scriptObjectives,
  scriptTones,
  strategyObjectives,
  strategyTones,
} from "../../shared/generation/options.ts";
import { brazilianDate, type CalendarPlan, type SlotPlan } from "./calendar.ts";
import { channelLabels } from "./prompts.ts";

/*
 * The offline composer ("Modo demonstração"): with no AI provider configured,
 * it writes a deterministic, usable draft from the inputs so the whole product works on a
 * fresh machine. It is never presented as real AI.
 */

const clean = (text: string) => text.trim().replace(/\s+/g, " ");
const firstSentence = (text: string) => clean(text).split(/(?<=[.!?])\s/)[0] ?? "";

/**
 * The first sentence of a Prompt Mãe's prose, as plain text ending in a full stop: a pasted or
 * composed Prompt Mãe is markdown, and its headings ("# Prompt Mãe: …", "## Essência") are
 * not prose. Without this, clean() folded them into the sentence, leaving "##" in the text.
 */
function leadOf(basePrompt: string): string {
  const prose = basePrompt.split("\n").find((line) => line.trim() && !/^\s*#/.test(line));
  const sentence = firstSentence(stripMarkdown(prose ?? basePrompt)).replace(/^- /, "");
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
const listOf = (text: string) =>
  text
    .split(/[,;\n]|\se\s/)
    .map(clean)
    .filter(Boolean);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

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

const pillarsByObjective: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Produto em uso", "Benefícios e diferenciais", "Prova social", "Oferta"],
  aumentar_seguidores: ["Conteúdo compartilhável", "Bastidores", "Tendências", "Interação"],
  gerar_autoridade: ["Educação", "Opinião de especialista", "Casos reais", "Perguntas frequentes"],
  atrair_clientes: ["Dores do cliente", "Como funciona", "Depoimentos", "Primeiro contato"],
};

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
};

export function composeStrategy(input: StrategyInput, plan: CalendarPlan): string {
  const objective = labelOf(strategyObjectives, input.objective);
  const tone = labelOf(strategyTones, input.tone);
  const products = clean(input.productsServices);
  const pillars = pillarsByObjective[input.objective];
  const dates = plan.commercialDates;
  return `# Estratégia de marketing: ${objective}

## Posicionamento
Com base no Prompt Mãe, a marca se apresenta como a escolha certa para quem procura ${lowerFirst(products)}. Objetivo dos próximos 3 meses: ${lowerFirst(objective)}, com tom ${lowerFirst(tone)}.

## Público e mensagem central
${leadOf(input.basePrompt)}
Mensagem central: mostrar, de forma ${lowerFirst(tone)}, como ${lowerFirst(products)} resolvem o problema do cliente.

## Pilares de conteúdo
${pillars.map((p, i) => `${i + 1}. ${p}`).join("\n")}

## Estratégia por canal
Frequência: ${labelOf(postingFrequencies, input.frequency)}.
${channelLabels(input)
  .map((c) => `- ${c}: ${channelTips[c] ?? "conteúdo adaptado ao formato do canal."}`)
  .join("\n")}
${input.inspirations.trim() ? `\nReferências: ${clean(input.inspirations)}.` : ""}${input.successfulContent.trim() ? `\nRepetir o que funcionou: ${clean(input.successfulContent)}.` : ""}${input.avoidContent.trim() ? `\nEvitar: ${clean(input.avoidContent)}.` : ""}

## Datas comerciais a aproveitar
${dates.length ? dates.map((d) => `- ${brazilianDate(d.date)}: ${d.name}`).join("\n") : "Nenhuma data comercial relevante no período: foque nos pilares."}

## Métricas para acompanhar
${metricsByObjective[input.objective]}.`;
}

const formatsByChannel: Record<string, string[]> = {
  Instagram: ["Reels", "Carrossel", "Stories"],
  Facebook: ["Post com imagem", "Vídeo curto"],
  LinkedIn: ["Post de texto", "Artigo"],
  YouTube: ["Vídeo", "Shorts"],
  TikTok: ["Vídeo curto"],
  "Twitter/X": ["Thread", "Post"],
};

const hooks = [
  "Você ainda não conhece {tema}? Então presta atenção.",
  "3 erros comuns na hora de escolher {tema}",
  "O que ninguém te conta sobre {tema}",
  "Antes e depois: {tema} na prática",
  "Por que nossos clientes voltam sempre para {tema}",
];

const callsToAction: Record<StrategyInput["objective"], string[]> = {
  aumentar_vendas: ["Peça o seu pelo link", "Mande uma mensagem e garanta o seu"],
  aumentar_seguidores: ["Siga para mais conteúdos como este", "Compartilhe com um amigo"],
  gerar_autoridade: ["Salve este post para consultar depois", "Deixe sua dúvida nos comentários"],
  atrair_clientes: ["Agende uma conversa pelo link", "Mande uma mensagem e conheça"],
};

/** Fills the creative fields of every slot from the pillars, the products and the objective. */
export function composeSlots(input: StrategyInput, slots: SlotPlan[]): CalendarSlot[] {
  const pillars = pillarsByObjective[input.objective];
  const listed = listOf(input.productsServices);
  const products = listed.length > 0 ? listed : [clean(input.productsServices)];
  return slots.map((slot, i) => {
    // a new product each round of pillars, so pillar and product pairs vary
    const product = pick(products, Math.floor(i / pillars.length));
    const theme = slot.commercialDate
      ? `${slot.commercialDate}: ${product} em destaque`
      : `${pick(pillars, i)}: ${product}`;
    return {
      ...slot,
      theme,
      format: pick(formatsByChannel[slot.channel] ?? ["Post"], Math.floor(i / 2)),
      hook: pick(hooks, i).replace("{tema}", lowerFirst(product)),
      callToAction: pick(callsToAction[input.objective], i),
    };
  });
}

const structureByFormat: Record<ScriptInput["format"], (goal: string) => string> = {
  video: (goal) => `## Gancho (primeiros 3 segundos)
Comece com a pergunta que o público faz a si mesmo, olhando para a câmera.

## Desenvolvimento
Cena 1: apresente o problema em uma frase, com uma imagem que o mostre.
Cena 2: mostre a solução acontecendo (produto ou serviço em uso).
Cena 3: um resultado concreto ou o depoimento curto de um cliente.

## Chamada para ação
${goal}. Diga exatamente como fazer: link, mensagem ou visita.`,
  imagem: (goal) => `## Gancho (título da arte)
Uma frase curta, em letras grandes, que nomeie o problema do público.

## Desenvolvimento
Imagem: o produto ou serviço em uso, em um ambiente real.
Texto de apoio na arte: um benefício principal, em no máximo 8 palavras.

## Chamada para ação
${goal}`,
  carrossel: (goal) => `## Gancho (slide 1)
Título que promete um aprendizado claro e rápido.

## Desenvolvimento
Slide 2: o problema, como o público o sente.
Slide 3: por que ele acontece.
Slide 4: o primeiro passo da solução.
Slide 5: o segundo passo, com um exemplo.
Slide 6: o resultado que se pode esperar.

## Chamada para ação (último slide)
${goal}`,
  stories: (goal) => `## Gancho (story 1)
Uma enquete: "Isso já aconteceu com você?"

## Desenvolvimento
Story 2: conte em 2 frases uma situação real do público.
Story 3: mostre a solução em vídeo curto.
Story 4: caixa de perguntas para dúvidas.

## Chamada para ação (story 5)
${goal}, com o link ou o botão de mensagem.`,
};

export function composeScript(input: ScriptInput): string {
  const format = labelOf(scriptFormats, input.format);
  const objective = labelOf(scriptObjectives, input.objective);
  const tone = labelOf(scriptTones, input.tone);
  const goal = clean(input.finalGoal);
  return `# Roteiro de ${format}: ${goal}

Objetivo do conteúdo: ${objective}
Público-alvo: ${clean(input.targetAudience)}
Duração/tamanho: ${clean(input.duration)}
Tom: ${tone}

${structureByFormat[input.format](goal)}

## Legenda sugerida
${leadOf(input.basePrompt)} Para ${lowerFirst(clean(input.targetAudience))}: ${lowerFirst(goal)}.

## Dicas de produção
- Mantenha o tom ${lowerFirst(tone)} do início ao fim.
- Respeite a duração/tamanho: ${clean(input.duration)}.
- Use legendas na tela: muita gente assiste sem som.`;
}
