import { REPLACES } from "./local-dates.ts";

/*
 * Which commercial dates a brand should not be offered. Brands have no segment field, so the
 * segment is read from the words the marketer already gave: the Prompt Mãe and the products.
 * A date unfit for a segment is left out of the plan (no post, no mark, not in the strategy's
 * list); every other date is offered and the model is told to use it only where it fits.
 */

/** The businesses whose unfit dates we know, and the words that name them (accents folded). */
const SEGMENT_WORDS = {
  padaria: /\b(padaria|panificadora|confeitaria)\b/,
  advocacia: /\b(advocacia|advogad[oa]s?|escritorio juridico|juridic[oa]s?)\b/,
  odontologia: /\b(odontologic[oa]s?|odontologia|dentistas?|ortodontia)\b/,
  academia: /\b(academia|musculacao|crossfit)\b/,
  pet_shop: /\b(pet ?shop|banho e tosa|veterinari[oa])\b/,
  loja_de_roupas: /\b(loja de roupas?|moda (feminina|masculina|infantil))\b/,
  salao_de_beleza: /\b(salao de beleza|cabeleireir[oa]s?|manicure)\b/,
  escola_de_idiomas: /\b(escola de (idiomas|ingles|espanhol)|curso de (ingles|espanhol|idiomas))\b/,
  restaurante: /\b(restaurante|marmitas?|almoco executivo|lanchonete)\b/,
  cosmeticos_online: /\b(cosmeticos?|skincare|maquiagem)\b/,
  // Health professions a council binds (CFM, CFO's dentists are above, CRMV, CRN, CFP,
  // CREFITO): they make their service known and never sell it (legal-rules.ts).
  saude:
    /\b(medic[oa]s?|medicina|dermatolog\w*|psicolog\w*|psicoterap\w*|nutricionistas?|nutricao clinica|fisioterap\w*|fonoaudiolog\w*|clinica veterinaria|medic[oa]s? veterinari[oa]s?|consultorio)\b/,
  alcool:
    /\b(cervej\w*|chopes?|chopp|vinhos?|vinicolas?|cachac\w*|destilad\w*|drinks?|gin|whisky|bebidas? alcoolicas?)\b/,
  // An adult audience, said so and with no child in view: Dia das Crianças is not theirs.
  publico_adulto:
    /^(?![\s\S]*\b(criancas?|infantil|filhos?|familias?|kids|brinquedos?|escolar|pediatr\w*|odontopediatria|bebes?|pets?|tutores)\b)[\s\S]*\b(adult[oa]s|mulheres|homens|profissionais|\d{2} a \d{2} anos)\b/,
} as const;

export type Segment = keyof typeof SEGMENT_WORDS;
export const SEGMENTS = Object.keys(SEGMENT_WORDS) as Segment[];

/**
 * The commercial dates (names of commercial-dates.ts) that do not fit each segment: a post
 * about them reads as off-brand or breaks the profession's rules (the OAB's Provimento
 * 205/2021 and the CFO's Resolução 196/2019 forbid promotional appeals: no Black Friday or
 * Cyber Monday offers for a law office or a dental clinic; a law office stays sober on festive
 * dates). The eval does not read this table: it judges the plan by its own key (eval/segments.ts),
 * on briefs this table does not name as well.
 */
export const UNFIT_DATES: Record<Segment, readonly string[]> = {
  padaria: ["Cyber Monday"],
  advocacia: [
    "Carnaval",
    "Halloween (Dia das Bruxas)",
    "Black Friday",
    "Cyber Monday",
    "Dia dos Namorados",
    "Festa Junina",
    "Dia das Crianças",
    "Dia do Amigo",
  ],
  odontologia: ["Black Friday", "Cyber Monday", "Carnaval", "Festa Junina"],
  academia: ["Festa Junina", "Dia dos Avós"],
  pet_shop: ["Dia do Professor", "Carnaval"],
  loja_de_roupas: [],
  salao_de_beleza: ["Dia do Professor"],
  escola_de_idiomas: ["Carnaval", "Festa Junina"],
  restaurante: ["Cyber Monday"],
  cosmeticos_online: ["Festa Junina", "Dia dos Avós"],
  // A clinic's year has no sales dates and no party dates: what is left are the dates it may
  // mark with care, not an offer (Ano Novo, Dia da Mulher, Dia das Mães and dos Pais, Natal).
  saude: [
    "Carnaval",
    "Dia do Consumidor",
    "Páscoa",
    "Dia dos Namorados",
    "Festa Junina",
    "Dia do Amigo",
    "Dia dos Avós",
    "Dia do Cliente",
    "Dia das Crianças",
    "Dia do Professor",
    "Halloween (Dia das Bruxas)",
    "Black Friday",
    "Cyber Monday",
  ],
  // Alcohol never speaks to children (CONAR's annex A, Lei 9.294/1996).
  alcool: ["Dia das Crianças", "Dia do Professor", "Páscoa"],
  publico_adulto: ["Dia das Crianças"],
};

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The segments a brand's own words name ("escritório de advocacia" → advocacia). */
export const segmentsOf = (brandText: string): Segment[] => {
  const text = folded(brandText);
  return SEGMENTS.filter((segment) => SEGMENT_WORDS[segment].test(text));
};

/**
 * Whether a commercial date may be offered to a brand of these segments; a regional date is
 * judged as the national one it replaces (São João as Festa Junina).
 */
export const fitsSegments = (segments: readonly Segment[], dateName: string) =>
  segments.every((segment) => !UNFIT_DATES[segment].includes(REPLACES[dateName] ?? dateName));
