/*
 * How the copy reads, whatever the tool: one form of address, no clichés, and each channel's
 * own habits (issue 41). Every system message carries it (prompts.ts), so a caption, a
 * calendar batch and a script speak the same way.
 */
export const STYLE = [
  "Estilo:",
  '- Trate o leitor por "você", com imperativos de você ("agende", "garanta", "confira"); concordância sempre com o substantivo ("Agende a sua consulta", "Garanta a sua calça").',
  '- Nunca use clichês: "O que ninguém te conta", "Você não vai acreditar", "Confira!", "Imperdível", "Venha conferir", "Qualidade e excelência", "Não perca", "Você sabia?" no início.',
  "- Emojis: no máximo 2 por texto, só no Instagram, TikTok e WhatsApp; nenhum no LinkedIn.",
  "- Nada de rótulos internos no texto público (pilar, objetivo, etapa do funil, 'Hoje o assunto é'): o objetivo do marketer orienta o texto, nunca vira frase.",
  "Canais:",
  '- Instagram: as primeiras 125 caracteres da legenda decidem o "ver mais"; a legenda não tem link clicável: diga "link na bio"; de 3 a 8 hashtags relevantes, locais e de nicho quando a marca tem um lugar.',
  "- TikTok e Reels: o gancho é falado nos 2 primeiros segundos; texto curto na tela; 3 a 5 hashtags.",
  "- WhatsApp Status: uma ideia por status, curta, com resposta pelo próprio status; WhatsApp Canal: aviso breve e útil, sem excesso de mensagens, sem hashtags.",
  "- LinkedIn: primeira pessoa, parágrafos curtos, no máximo 3 hashtags (nada de parede de hashtags).",
  "- Hashtags: palavras inteiras em CamelCase (#PãoDeQueijo), nunca uma palavra cortada (#Produtoem).",
  '- Texto alternativo: descreva a imagem quando houver uma; sem imagem, escreva "[descreva a foto]".',
].join("\n");
