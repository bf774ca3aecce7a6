import { agreeing, inThe, is, type Noun, ofThe, the, upper } from "../../offline-grammar.ts";

/*
 * The offline composer's post ideas: a theme (the post's working title) and its hook (the
 * first line the public reads), each written whole for any product, in agreement with it.
 * Four roles, as a plan's pillars take turns: show the product or service, teach about it,
 * let real clients speak (always left to the marketer: [DEPOIMENTO REAL]), invite. Each hook
 * opens differently, so a 65-post plan does not read as one template filled 65 times; none
 * uses the clichés the prompts forbid ("O que ninguém te conta", "Você ainda não conhece").
 */

export type Idea = { theme: (n: Noun) => string; hook: (n: Noun) => string };
export type Role = "mostrar" | "ensinar" | "provar" | "convidar";

const cabe = (n: Noun) => (n.plural ? "cabem" : "cabe");

export const IDEAS: Record<Role, readonly Idea[]> = {
  mostrar: [
    {
      theme: (n) => `Bastidores: como cuidamos ${ofThe(n)}`,
      hook: (n) => `Por trás ${ofThe(n)} tem muito cuidado. Vem ver.`,
    },
    {
      theme: (n) => `Como aproveitar melhor ${the(n)}`,
      hook: (n) => `Três jeitos de aproveitar melhor ${the(n)}`,
    },
    {
      theme: (n) => `Passo a passo ${ofThe(n)}`,
      hook: (n) => `${upper(the(n))}, passo a passo, em menos de um minuto.`,
    },
    {
      theme: (n) => `Os detalhes que fazem a diferença ${inThe(n)}`,
      hook: (n) => `Repara nesse detalhe ${ofThe(n)}. Faz toda a diferença.`,
    },
    {
      theme: (n) => `Quem faz ${the(n)} acontecer`,
      hook: (n) => `Conheça quem faz ${the(n)} acontecer por aqui.`,
    },
    {
      theme: (n) => `Primeira vez com ${the(n)}: o que esperar`,
      hook: (n) => `Primeira vez? Veja o que esperar ${ofThe(n)}.`,
    },
    {
      theme: (n) => `${upper(the(n))} de perto`,
      hook: (n) => `De perto, ${the(n)} conta outra história.`,
    },
    {
      theme: (n) => `Por que ${the(n)} leva o tempo que leva`,
      hook: (n) => `Por que a gente não apressa ${the(n)}?`,
    },
    {
      theme: (n) => `${upper(the(n))} ${agreeing(n, "explicado")} em 30 segundos`,
      hook: (n) => `Trinta segundos para entender ${the(n)} de uma vez.`,
    },
    {
      theme: (n) => `Como saber se ${the(n)} ${is(n)} para você`,
      hook: (n) => `Como saber se ${the(n)} ${is(n)} para você?`,
    },
    {
      theme: (n) => `Antes de experimentar ${the(n)}`,
      hook: (n) => `Vai experimentar ${the(n)}? Leia isto antes.`,
    },
    {
      theme: (n) => `Um dia de trabalho com ${the(n)}`,
      hook: (n) => `Vem com a gente: um dia inteiro de ${n.text.toLowerCase()}.`,
    },
  ],
  ensinar: [
    {
      theme: (n) => `3 erros comuns com ${the(n)}`,
      hook: (n) => `3 erros comuns com ${the(n)} (e como evitar).`,
    },
    {
      theme: (n) => `Mito ou verdade sobre ${the(n)}`,
      hook: (n) => `Mito ou verdade: o que se fala sobre ${the(n)}?`,
    },
    {
      theme: (n) => `Perguntas frequentes sobre ${the(n)}`,
      hook: (n) => `A pergunta que mais ouvimos sobre ${the(n)}.`,
    },
    {
      theme: (n) => `Três termos para entender ${the(n)}`,
      hook: (n) => `Três palavras que ajudam a entender ${the(n)}.`,
    },
    {
      theme: (n) => `Quando ${the(n)} faz mais sentido`,
      hook: (n) => `Em que momento ${the(n)} faz mais sentido?`,
    },
    {
      theme: (n) => `${upper(the(n))} para iniciantes`,
      hook: (n) => `Nunca experimentou ${the(n)}? Comece por aqui.`,
    },
    {
      theme: (n) => `Sinais de que chegou a hora ${ofThe(n)}`,
      hook: (n) => `Cinco sinais de que chegou a hora ${ofThe(n)}.`,
    },
    {
      theme: (n) => `O que olhar antes de escolher ${the(n)}`,
      hook: (n) => `Antes de escolher ${the(n)}, repare nisto.`,
    },
    {
      theme: (n) => `Checklist para acertar ${inThe(n)}`,
      hook: (n) => `Um checklist rápido para acertar ${inThe(n)}.`,
    },
    {
      theme: (n) => `Quanto tempo leva ${the(n)}`,
      hook: (n) => `Quanto tempo leva ${the(n)}, de verdade?`,
    },
    {
      theme: (n) => `Curiosidades sobre ${the(n)}`,
      hook: (n) => `Uma curiosidade sobre ${the(n)} que pouca gente sabe.`,
    },
    {
      theme: (n) => `O que aprendemos com ${the(n)}`,
      hook: (n) => `O que aprendemos em anos de ${n.text.toLowerCase()}.`,
    },
    {
      theme: (n) => `Dúvidas sem vergonha sobre ${the(n)}`,
      hook: (n) => `Pode perguntar: nenhuma dúvida sobre ${the(n)} é boba.`,
    },
    {
      theme: (n) => `${upper(the(n))} sem complicação`,
      hook: (n) => `${upper(the(n))} sem complicação, em três passos.`,
    },
    {
      theme: (n) => `O que muda com ${the(n)} bem ${agreeing(n, "escolhido")}`,
      hook: (n) => `O que muda quando ${the(n)} ${is(n)} bem ${agreeing(n, "escolhido")}?`,
    },
    {
      theme: (n) => `Nossa opinião sincera sobre ${the(n)}`,
      hook: (n) => `Opinião sincera: ${the(n)} não precisa ser ${agreeing(n, "complicado")}.`,
    },
  ],
  provar: [
    {
      theme: (n) => `Depoimento real sobre ${the(n)}: [DEPOIMENTO REAL]`,
      hook: (n) => `Quem já experimentou ${the(n)} conta: [DEPOIMENTO REAL]`,
    },
    {
      theme: (n) => `História de cliente com ${the(n)}: [DEPOIMENTO REAL]`,
      hook: (n) => `Uma história real com ${the(n)}: [DEPOIMENTO REAL]`,
    },
    {
      theme: (n) => `Enquete: a sua experiência com ${the(n)}`,
      hook: (n) => `Já experimentou ${the(n)}? Conta pra gente nos comentários.`,
    },
    {
      theme: (n) => `Mensagem de cliente sobre ${the(n)}: [DEPOIMENTO REAL]`,
      hook: (n) => `Chegou mensagem sobre ${the(n)}: [DEPOIMENTO REAL]`,
    },
    {
      theme: (n) => `Caixinha de perguntas sobre ${the(n)}`,
      hook: (n) => `Manda a sua pergunta sobre ${the(n)} na caixinha.`,
    },
    {
      theme: (n) => `Avaliação real de quem escolheu ${the(n)}: [DEPOIMENTO REAL]`,
      hook: (n) => `O que mudou para quem escolheu ${the(n)}: [DEPOIMENTO REAL]`,
    },
  ],
  convidar: [
    {
      theme: (n) => `Como chegar até ${the(n)}`,
      hook: (n) => `Quer ${the(n)}? É mais simples do que parece.`,
    },
    {
      theme: (n) => `Para quem ${is(n)} ${the(n)}`,
      hook: (n) => `Para quem ${is(n)} ${the(n)}? A gente explica.`,
    },
    {
      theme: (n) => `O primeiro passo para ${the(n)}`,
      hook: (n) => `O primeiro passo para ${the(n)} começa aqui.`,
    },
    {
      theme: (n) => `Fale com a gente sobre ${the(n)}`,
      hook: (n) => `Ficou com vontade? Fala com a gente sobre ${the(n)}.`,
    },
    {
      theme: (n) => `Tire as suas dúvidas sobre ${the(n)}`,
      hook: (n) => `Ainda em dúvida sobre ${the(n)}? Pergunta pra gente.`,
    },
    {
      theme: (n) => `Onde encontrar ${the(n)}`,
      hook: (n) => `Onde encontrar ${the(n)} perto de você.`,
    },
    {
      theme: (n) => `Como funciona o atendimento: ${the(n)}`,
      hook: (n) => `Do primeiro oi até ${the(n)}: como funciona.`,
    },
    {
      theme: (n) => `${upper(the(n))} na sua rotina`,
      hook: (n) => `${upper(the(n))} que ${cabe(n)} na sua rotina.`,
    },
    {
      theme: (n) => `Um bom dia para experimentar ${the(n)}`,
      hook: (n) => `Hoje é um bom dia para experimentar ${the(n)}.`,
    },
    {
      theme: (n) => `Agenda da semana: ${the(n)}`,
      hook: (n) => `Anota na agenda: esta semana tem ${the(n)}.`,
    },
  ],
};

/** The role each pillar plays (pillars of every objective, and the regulated swaps). */
export const ROLE_OF_PILLAR: Record<string, Role> = {
  "Produto em uso": "mostrar",
  "Benefícios e diferenciais": "ensinar",
  "Prova social": "provar",
  Oferta: "convidar",
  "Conteúdo compartilhável": "ensinar",
  Bastidores: "mostrar",
  Tendências: "ensinar",
  Interação: "provar",
  Educação: "ensinar",
  "Opinião de especialista": "ensinar",
  "Casos reais": "provar",
  "Perguntas frequentes": "ensinar",
  "Dores do cliente": "ensinar",
  "Como funciona": "mostrar",
  Depoimentos: "provar",
  "Primeiro contato": "convidar",
  "Mitos e verdades": "ensinar",
  "Como agendar": "convidar",
};
