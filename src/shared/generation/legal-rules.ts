import { type Segment, segmentsOf } from "./segments.ts";

/*
 * The advertising rules a brand's own words put it under, beyond the CDC and CONAR that bind
 * everyone. Brands have no segment field: the Prompt Mãe and the products name the business
 * ("clínica de dermatologia", "escritório de advocacia", "cervejaria"), and that is enough to
 * know its council, whether it may sell in its posts, and what it must never advertise. The
 * model is told them (prompts) and the offline composer writes by them.
 */

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Each council and the words that name its professionals. */
const COUNCILS = {
  CFM: /\b(medic[oa]s?(?! veterinari)|medicina|dermatolog\w*|clinica medica)\b/,
  CFO: /\b(odontologic[oa]s?|odontologia|dentistas?|ortodontia)\b/,
  CRMV: /\b(veterinari[oa]s?)\b/,
  CRN: /\b(nutricionistas?|nutricao clinica)\b/,
  CFP: /\b(psicolog\w*|psicoterap\w*)\b/,
  CREF: /\b(educador(?:es)? fisic[oa]s?|personal trainer)\b/,
  CREFITO: /\b(fisioterap\w*)\b/,
  OAB: /\b(advocacia|advogad[oa]s?|escritorio juridico)\b/,
} as const;
export type Council = keyof typeof COUNCILS;

/** What each council's code asks of a post, in a line the model reads. */
export const COUNCIL_RULES: Record<Council, string> = {
  CFM: "CFM (Resolução 2.336/2023): informar e educar; sem preço, desconto, promoção ou sorteio; sem promessa de resultado; antes e depois só com finalidade educativa e sem identificar o paciente; cite o médico responsável e o CRM/RQE.",
  CFO: "CFO (Resolução 196/2019): sem preço, desconto, promoção ou 'grátis'; sem promessa de resultado; antes e depois só nas condições do CFO; cite o responsável técnico e o CRO.",
  CRMV: "CRMV (código de ética do médico-veterinário): atos veterinários não se vendem com preço ou promoção; sem promessa de cura.",
  CRN: "CRN (código de ética do nutricionista): sem promessa de emagrecimento ou resultado, sem associar a marca de produto, sem antes e depois de pacientes.",
  CFP: "CFP (Código de Ética, art. 20): sem preço como propaganda, sem promessa de resultado, sem sensacionalismo; sigilo absoluto sobre pacientes.",
  CREF: "CREF/CONFEF: sem promessa de resultado estético em prazo, sem antes e depois que prometa corpo.",
  CREFITO: "CREFITO/COFFITO: sem preço ou promoção de atos de fisioterapia, sem promessa de cura.",
  OAB: "OAB (Provimento 205/2021): conteúdo informativo e sóbrio; sem captação de clientela, sem preço, sem promoção, sem promessa de resultado, sem citar casos de clientes.",
};

/** Councils whose professionals may not sell their service in a post (no offer, no price). */
const NO_SALES: ReadonlySet<Council> = new Set(["CFM", "CFO", "CRMV", "CFP", "CREFITO", "OAB"]);

/** Prescription-only drugs (ANVISA) a clinic may name as a procedure, and never advertise. */
const PRESCRIPTION_DRUGS =
  /\b(toxina botulinica|botox|isotretinoina|roacutan|finasterida|minoxidil oral|semaglutida|ozempic|tirzepatida|mounjaro|antibioticos?|anticoncepciona(?:l|is))\b/g;

export type LegalRules = {
  councils: Council[];
  /** No offer, price, discount or sales date in any post (a council forbids it). */
  noSales: boolean;
  /** The prescription drugs the brand's words name: never named in public copy. */
  prescriptionDrugs: string[];
  /** An alcoholic drink: every caption carries the warning, nothing speaks to minors. */
  alcohol: boolean;
  segments: Segment[];
};

/** The rules a brand's words (Prompt Mãe, products, description) put it under. */
export function legalRulesOf(brandText: string): LegalRules {
  const text = fold(brandText);
  const councils = (Object.keys(COUNCILS) as Council[]).filter((c) => COUNCILS[c].test(text));
  const segments = segmentsOf(brandText);
  return {
    councils,
    noSales: councils.some((c) => NO_SALES.has(c)) || segments.includes("saude"),
    prescriptionDrugs: [...new Set([...text.matchAll(PRESCRIPTION_DRUGS)].map((m) => m[0]))],
    alcohol: segments.includes("alcool"),
    segments,
  };
}

/** Whether a product may be named in public copy: never a prescription-only drug. */
export const mayAdvertise = (product: string) =>
  !new RegExp(PRESCRIPTION_DRUGS.source).test(fold(product));

/** The warning every alcohol ad carries (CONAR's annexes A and P). */
export const ALCOHOL_WARNING = "Beba com moderação. Venda proibida para menores de 18 anos.";

/**
 * The legal rules of a brand, as lines for the model: the ones every brand has, then its
 * council's, ANVISA's and alcohol's when its words call for them.
 */
export function legalRulesText(rules: LegalRules): string {
  return [
    ...rules.councils.map((c) => `- ${COUNCIL_RULES[c]}`),
    ...(rules.noSales && !rules.councils.length
      ? [
          "- Profissão de saúde: informar e educar, sem preço, promoção, desconto ou data de vendas.",
        ]
      : []),
    ...(rules.prescriptionDrugs.length
      ? [
          `- ANVISA (Lei 9.294/1996, RDC 96/2008): medicamento de venda sob prescrição não se anuncia ao público; não cite ${rules.prescriptionDrugs.join(", ")} em posts, legendas ou roteiros; fale da consulta e do cuidado.`,
        ]
      : []),
    ...(rules.alcohol
      ? [
          `- Bebida alcoólica (Lei 9.294/1996, anexos A e P do CONAR): toda legenda termina com "${ALCOHOL_WARNING}"; nada para menores, nem datas infantis; nunca ligar o consumo a dirigir, a esporte, a desempenho ou a sucesso; nada de incentivo ao exagero.`,
        ]
      : []),
  ].join("\n");
}
