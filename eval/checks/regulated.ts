import { containsPhrase, normalized } from "./text.ts";

/*
 * The eval's own reading of Brazilian advertising rules for regulated businesses, written from
 * the rules themselves and not from the app's segment table (src/shared/generation/segments.ts
 * is what is judged, so it cannot be the answer key). Each brief names the rules that bind it
 * (briefs.ts); a check here finds copy that breaks them.
 *
 * - A professional council's code (CFM Res. 2.336/2023 for doctors, CFO Res. 196/2019 for
 *   dentists, CFP Res. 010/2005 art. 20 for psychologists, OAB Provimento 205/2021 for
 *   lawyers, and likewise CRMV, CRN, CREF): the service is made known, never sold. No offer,
 *   discount, price, gift or raffle, no "garanta já", no Black Friday or other sales date.
 * - ANVISA (Lei 6.360/1976, Lei 9.294/1996 art. 7, RDC 96/2008): a prescription-only drug is
 *   not advertised to the public, so public copy never names one.
 * - Alcohol (Lei 9.294/1996, CONAR's annexes A and P): every ad carries a warning ("Beba com
 *   moderação"), never speaks to minors or uses their dates, never ties drinking to driving,
 *   sport or performance.
 */
export type Regulation = "conselho_profissional" | "medicamento_de_prescricao" | "alcool";

/** What selling language looks like in Brazilian copy (folded: no accents, lower case). */
const OFFER =
  /\b(?:promocao|promocional|promocoes|desconto|descontos|oferta|ofertas|imperdivel|gratis|gratuit[oa]s?|brinde|sorteio|cupom|liquidacao|queima de estoque|condicao especial|preco especial|so hoje|ultimas vagas|garanta (?:o|a|os|as|ja|agora|seu|sua|seus|suas)\b|compre|r\$ ?\d|\d+ ?%|black friday|cyber monday|dia do consumidor)(?![a-z])/g;

/** Prescription-only drugs a clinic's brand might sell as a "procedure" (ANVISA's list). */
const PRESCRIPTION_DRUGS = [
  "toxina botulinica",
  "botox",
  "isotretinoina",
  "roacutan",
  "finasterida",
  "semaglutida",
  "ozempic",
  "tirzepatida",
  "antibiotico",
];

/** The alcohol warning CONAR's annexes ask every ad to carry, in its usual forms. */
const ALCOHOL_WARNING = /beba com moderacao|se beber,? nao dirija|aprecie com moderacao/;
/** What alcohol copy may never be tied to (minors, driving, sport and performance). */
const ALCOHOL_FORBIDDEN =
  /\b(?:criancas?|infantil|dia das criancas|ao volante|dirigir|pos-treino|performance|mais energia|sem ressaca)\b/g;

export type Surface = "post" | "caption" | "script";

/** Selling language in a text, as found (folded). */
export const offersIn = (text: string) => [
  ...new Set([...normalized(text).matchAll(OFFER)].map((m) => m[0].trim())),
];

/** Prescription-only drugs a text names. */
export const prescriptionDrugsIn = (text: string) =>
  PRESCRIPTION_DRUGS.filter((drug) => containsPhrase(text, drug));

/**
 * Where a public text breaks the rules its business is bound by. A caption is the whole ad,
 * so it alone must carry the alcohol warning; a post's theme, hook and call to action are
 * pieces of one and need not.
 */
export function regulatedProblems(
  text: string,
  rules: readonly Regulation[],
  surface: Surface,
): string[] {
  const problems: string[] = [];
  if (rules.includes("conselho_profissional")) {
    problems.push(...offersIn(text).map((offer) => `oferta "${offer}"`));
  }
  if (rules.includes("medicamento_de_prescricao")) {
    problems.push(...prescriptionDrugsIn(text).map((drug) => `medicamento "${drug}"`));
  }
  if (rules.includes("alcool")) {
    const folded = normalized(text).replace(/se beber,? nao dirija/g, "");
    problems.push(...[...folded.matchAll(ALCOHOL_FORBIDDEN)].map((m) => `álcool e "${m[0]}"`));
    if (surface === "caption" && !ALCOHOL_WARNING.test(normalized(text))) {
      problems.push("sem advertência de consumo moderado");
    }
  }
  return problems;
}
