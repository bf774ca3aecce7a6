import { normalized } from "./text.ts";

/*
 * Invented testimonials (CDC art. 37, CONAR; decision 035's guardrails): copy that speaks for
 * the clients, their words or their verdicts, which only a real client can give. The
 * placeholder [DEPOIMENTO REAL] leaves that to the marketer.
 */
const PLACEHOLDER = "[depoimento real]";

/** Clients' verdicts stated as facts: "nossos clientes amam", "pacientes satisfeitos". */
const VERDICTS = [
  /\b(?:nossos|nossas|os|as|meus|minhas) (?:clientes|alunos|alunas|pacientes|tutores|fregueses|freguesas) (?:dizem|falam|amam|adoram|aprovam|voltam|recomendam|contam|elogiam|confirmam|garantem)\b/g,
  /\b(?:clientes|alunos|alunas|pacientes|tutores) (?:satisfeit[oa]s|felizes|aprovaram)\b/g,
];
/** A quotation signed by someone ("Melhor pão da cidade!" — Ana, cliente), before folding. */
const SIGNED_QUOTE = /["“][^"”\n]{8,}["”]\s*[-—–]\s*\p{Lu}\p{L}+/gu;
/** Copy about testimonials or clients' stories, which must leave the placeholder. */
const ABOUT_TESTIMONY =
  /\b(?:depoimentos?|prova social|casos? reais|caso real|historias? de clientes?)\b/;

/** The places where `text` speaks for the clients. */
export function inventedTestimonials(text: string): string[] {
  const folded = normalized(text);
  return [
    ...VERDICTS.flatMap((pattern) => [...folded.matchAll(pattern)].map((m) => m[0])),
    ...[...text.matchAll(SIGNED_QUOTE)].map((m) => m[0]),
  ];
}

/** Whether a post about testimonials leaves them unfilled for the marketer, as it must. */
export const fillsTestimony = (post: string) => {
  const folded = normalized(post);
  return ABOUT_TESTIMONY.test(folded) && !folded.includes(PLACEHOLDER);
};
