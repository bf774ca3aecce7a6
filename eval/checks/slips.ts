import { containsPhrase, normalized } from "./text.ts";

/*
 * Slips a Brazilian reader sees at once: a word that does not agree with its noun, a hook cut
 * mid-sentence, the marketer's own goal or a planning label printed in public text. The
 * nouns' genders are the eval's own short list (the words of small businesses' copy), not
 * the app's: an agreement the app gets wrong must not be the answer key.
 */

const FEMININE = new Set(
  "consulta consultas avaliacao aula aulas calca calcas camisa camisas marmita marmitas hidratacao tranca trancas limpeza matricula rotina sessao sessoes cesta cestas colecao fornada visita peca pecas reserva entrega revisao aposentadoria feijoada racao racoes tosa terapia psicoterapia orientacao cerveja cervejas flor flores orquidea orquideas roupa roupas toxina pele agenda vaga vagas encomenda".split(
    " ",
  ),
);
const MASCULINE = new Set(
  "vestido vestidos pao paes bolo bolos corte cortes banho atendimento horario kit serum hidratante oleo pedido curso treino clareamento almoco agendamento combo tratamento servico produto buque buques arranjo arranjos growler growlers chope brinquedo brinquedos check-up cafe cafes lugar ingresso".split(
    " ",
  ),
);

const genderOf = (word: string): "f" | "m" | null =>
  FEMININE.has(word) ? "f" : MASCULINE.has(word) ? "m" : null;

/** Determiners before a noun, by gender: "o seu vestido", "a sua consulta". */
const DETERMINERS: Record<string, "f" | "m"> = {
  "o seu": "m",
  "os seus": "m",
  seu: "m",
  seus: "m",
  "a sua": "f",
  "as suas": "f",
  sua: "f",
  suas: "f",
  nosso: "m",
  nossos: "m",
  nossa: "f",
  nossas: "f",
  este: "m",
  esta: "f",
  esse: "m",
  essa: "f",
  um: "m",
  uma: "f",
};

/** "garanta o seu" with no noun after it: the pronoun stands for the post's product. */
const ELLIPTICAL =
  /\b(garanta|peca|pecam|reserve|agende|escolha|encomende|leve|marque) (o seu|a sua|os seus|as suas)(?= *(?:$|[.!,?;:—-]|pelo|pela|por|no|na|agora|ja|hoje|com))/g;

/**
 * Agreement slips: "de forma" + a masculine adjective (issue 33), a determiner of the other
 * gender before a noun ("o seu consulta"), and "garanta o seu" standing for a feminine product
 * (`referent`: the post's theme or product, whose first known noun the pronoun stands for).
 */
export function agreementSlips(text: string, referent = ""): string[] {
  const plain = normalized(text);
  const slips = [...plain.matchAll(/\bde (?:forma|maneira) ([a-z]+o)\b/g)].map((m) => m[0]);
  for (const [determiner, gender] of Object.entries(DETERMINERS)) {
    const pattern = new RegExp(`(?<![a-z])${determiner} ([a-z-]+)`, "g");
    for (const match of plain.matchAll(pattern)) {
      const noun = genderOf(match[1] ?? "");
      if (noun && noun !== gender) slips.push(match[0]);
    }
  }
  const named = normalized(referent)
    .split(/[^a-z-]+/)
    .map(genderOf)
    .find((g) => g !== null);
  for (const match of plain.matchAll(ELLIPTICAL)) {
    const said = (match[2] ?? "").startsWith("o") ? "m" : "f";
    if (named && named !== said) slips.push(match[0]);
  }
  return [...new Set(slips)];
}

/** Words a sentence cannot end on: a hook ending on one was cut ("… Então presta?"). */
const DANGLING =
  /(?:^|\s)(?:de|do|da|dos|das|em|no|na|nos|nas|para|pra|com|por|pelo|pela|e|ou|que|o|a|os|as|um|uma|ao|presta)[?!.…:,]*$/;

/** Whether a hook was cut before its sentence ended. */
export const cutHook = (hook: string) => DANGLING.test(normalized(hook));

/**
 * Whether a text meant for the public repeats the marketer's internal goal word for word
 * ("vender o curso de barista" in a suggested caption, as issue 33 found).
 */
export const leaksGoal = (publicText: string, internalGoal: string) =>
  normalized(internalGoal).split(" ").length >= 3 && containsPhrase(publicText, internalGoal);

/**
 * Planning words that belong to the marketer's board, not to the post: a pillar's name used as
 * a label ("Produto em uso: …"), a caption announcing its subject ("Hoje o assunto é"), the
 * objective's name ("aumentar vendas").
 */
const PLANNING_LABELS = [
  /\b(?:produto em uso|beneficios e diferenciais|prova social|conteudo compartilhavel|dores do cliente|primeiro contato|opiniao de especialista|pilar|etapa do funil|topo de funil|fundo de funil) ?:/g,
  /\bhoje o assunto e\b/g,
  /\b(?:aumentar (?:as )?vendas|gerar autoridade|atrair clientes|aumentar seguidores|objetivo final|chamada para acao)\b/g,
];

/** The planning labels a public text shows. */
export const planningLabelsIn = (text: string) =>
  PLANNING_LABELS.flatMap((pattern) => [...normalized(text).matchAll(pattern)].map((m) => m[0]));
