import { withArticle } from "../../../../shared/generation/commercial-dates.ts";
import { pick } from "../../offline-composer.ts";
import { type Noun, the, upper } from "../../offline-grammar.ts";

/*
 * The offline composer's posts for commercial dates: a theme that names the date (the post's
 * mark says which) and a hook for it. A brand that may not sell (a clinic, a law office)
 * marks the date with care, never with an offer; the others invite without inventing one:
 * the condition is the marketer's to fill ([CONDIÇÃO DA OFERTA]).
 */

type DatePost = { theme: string; hook: string };
type Writer = (n: Noun) => DatePost;

const SELLING: Record<string, Writer> = {
  "Black Friday": (n) => ({
    theme: `Black Friday: ${the(n)} com [CONDIÇÃO DA OFERTA]`,
    hook: "Black Friday chegou. Anota a condição antes que acabe.",
  }),
  "Cyber Monday": (n) => ({
    theme: `Cyber Monday: ${the(n)} na loja on-line`,
    hook: "Última chamada on-line: a Cyber Monday é hoje.",
  }),
  "Dia das Mães": (n) => ({
    theme: `Dia das Mães: ${the(n)} como presente`,
    hook: "Presente de Dia das Mães com a cara dela.",
  }),
  "Dia dos Namorados": (n) => ({
    theme: `Dia dos Namorados: ${the(n)} para dividir a dois`,
    hook: "Dia dos Namorados sem clichê: que tal isto?",
  }),
  "Dia dos Pais": (n) => ({
    theme: `Dia dos Pais: ${the(n)} para ele`,
    hook: "Dia dos Pais: o presente que ele não vai trocar.",
  }),
  Natal: (n) => ({
    theme: `Natal: ${the(n)} para presentear`,
    hook: "Natal chegando: um presente que tem a cara de quem recebe.",
  }),
  "Ano Novo": (n) => ({
    theme: `Ano Novo: ${the(n)} na lista do ano que começa`,
    hook: "Ano Novo, lista nova: o que entra na sua?",
  }),
  Páscoa: (n) => ({
    theme: `Páscoa: ${the(n)} para a mesa de domingo`,
    hook: "Páscoa é mesa cheia. O que não pode faltar na sua?",
  }),
  "Festa Junina": (n) => ({
    theme: `Festa Junina: ${the(n)} no clima de arraiá`,
    hook: "Arraiá chegando: bora entrar no clima de Festa Junina?",
  }),
  "Dia do Amigo": (n) => ({
    theme: `Dia do Amigo: ${the(n)} para dividir com quem é parceiro`,
    hook: "Dia do Amigo: marca aqui quem divide tudo com você.",
  }),
  "Dia dos Avós": (n) => ({
    theme: `Dia dos Avós: ${the(n)} para celebrar quem veio antes`,
    hook: "Dia dos Avós: uma homenagem para quem ensinou tanto.",
  }),
  "Dia das Crianças": (n) => ({
    theme: `Dia das Crianças: ${the(n)} para os pequenos`,
    hook: "Dia das Crianças: o que faz os pequenos sorrirem por aqui?",
  }),
  "Dia do Cliente": (n) => ({
    theme: `Dia do Cliente: um obrigado com ${the(n)}`,
    hook: "Dia do Cliente: hoje o agradecimento é todo seu.",
  }),
  Carnaval: (n) => ({
    theme: `Carnaval: ${the(n)} para aproveitar a folia`,
    hook: "Carnaval chegando: você é de bloco ou de descanso?",
  }),
  "Dia da Mulher": (n) => ({
    theme: `Dia da Mulher: ${the(n)} e as mulheres por trás da marca`,
    hook: "Dia da Mulher: menos flores clichê, mais histórias reais.",
  }),
  "Halloween (Dia das Bruxas)": (n) => ({
    theme: `Halloween: ${the(n)} no clima do Dia das Bruxas`,
    hook: "Doce ou travessura? Por aqui a gente fica com os dois.",
  }),
  "Dia do Professor": (n) => ({
    theme: `Dia do Professor: ${the(n)} para agradecer a quem ensina`,
    hook: "Dia do Professor: quem foi aquele que marcou você?",
  }),
  "Dia do Consumidor": (n) => ({
    theme: `Dia do Consumidor: ${the(n)} com [CONDIÇÃO DA OFERTA]`,
    hook: "Dia do Consumidor: seus direitos e uma condição especial.",
  }),
};

/** A date marked with care, for a brand that may not sell: no offer, no product pushed. */
const CARING: Record<string, DatePost> = {
  Natal: {
    theme: "Natal: um recado de fim de ano da equipe",
    hook: "Natal é tempo de cuidar de quem a gente ama.",
  },
  "Ano Novo": {
    theme: "Ano Novo: um cuidado para começar o ano",
    hook: "Ano Novo: que tal começar por você?",
  },
  "Dia das Mães": {
    theme: "Dia das Mães: cuidar de quem sempre cuidou",
    hook: "Dia das Mães: quem cuida também precisa de cuidado.",
  },
  "Dia dos Pais": {
    theme: "Dia dos Pais: um abraço a quem é referência",
    hook: "Dia dos Pais: um abraço a quem é referência todo dia.",
  },
  "Dia da Mulher": {
    theme: "Dia da Mulher: informação que cuida",
    hook: "Dia da Mulher: informação também é cuidado.",
  },
  "Dia do Professor": {
    theme: "Dia do Professor: uma homenagem a quem ensina",
    hook: "Dia do Professor: obrigado a quem ensina todo dia.",
  },
};

/**
 * The regional dates (local-dates.ts), the same for a brand that sells and one that may not:
 * a feast of its place or its people, honoured rather than sold.
 */
const REGIONAL: Record<string, DatePost> = {
  "São João": {
    theme: "São João: o nosso arraiá do jeito nordestino",
    hook: "São João chegando: como é a festa aí na sua cidade?",
  },
  "Círio de Nazaré": {
    theme: "Círio de Nazaré: uma homenagem a quem vive a festa",
    hook: "Círio de Nazaré: a fé e o encontro que movem Belém.",
  },
  "Dia do Gaúcho": {
    theme: "Dia do Gaúcho: uma homenagem à cultura gaúcha",
    hook: "Dia do Gaúcho: de qual tradição você não abre mão?",
  },
  "Independência da Bahia": {
    theme: "Independência da Bahia: uma homenagem ao 2 de Julho",
    hook: "2 de Julho: a Bahia celebra a sua independência.",
  },
};

/** The days of a profession: a thank-you to those who practise it, no product pushed. */
const PROFESSIONS =
  /^Dia do (Advogado|Psicólogo|Nutricionista|Profissional de Educação Física|Médico|Dentista)$/;

/** A regional feast, a city's anniversary or a profession's day, as the brand marks it. */
function localPost(name: string): DatePost | undefined {
  const city = name.match(/^Aniversário d[eo] (.+)$/)?.[1];
  if (city) {
    return {
      theme: `${name}: uma homenagem à cidade`,
      hook: `Parabéns, ${city}! O que você mais ama na cidade?`,
    };
  }
  if (PROFESSIONS.test(name)) {
    return {
      theme: `${name}: uma homenagem à profissão`,
      hook: `${name}: obrigado a quem se dedica a isso todo dia.`,
    };
  }
  return REGIONAL[name];
}

/** The post of a commercial date (or of a mark naming two), for this brand. */
export function datePost(mark: string, n: Noun, noSales: boolean): DatePost {
  const first = mark.split(" e ")[0] ?? mark;
  const written = localPost(first) ?? (noSales ? CARING[first] : SELLING[first]?.(n));
  // "Halloween (Dia das Bruxas)" is said "Halloween" in copy.
  const said = first.replace(/ \(.*\)$/, "");
  const post = written ?? {
    theme: `${said}: ${the(n)} para celebrar`,
    hook: `${said} chegando: como você vai comemorar?`,
  };
  // A post for two dates names both, as its mark does.
  return mark === first
    ? post
    : { ...post, theme: `${mark}: ${post.theme.replace(/^[^:]*: /, "")}` };
}

const WARM_UP_HOOKS = [
  (date: string) => `Faltam poucos dias para ${withArticle(date)}. Já tem planos?`,
  (date: string) => `${upper(withArticle(date))} vem aí: anota esta ideia.`,
  (date: string) => `Começou a contagem regressiva para ${withArticle(date)}.`,
];

/** A warm-up post before a big date (the `nth` of the plan): no offer anticipated. */
export function warmUpPost(date: string, n: Noun, nth: number): DatePost {
  return {
    theme: `Esquenta para ${withArticle(date)}: ${n.text}`,
    hook: pick(WARM_UP_HOOKS, nth)(date),
  };
}
