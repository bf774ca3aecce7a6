import { commercialDatesOf } from "../src/shared/generation/commercial-dates.ts";

/** The businesses the eval writes for: one brief each (briefs.ts). */
export const SEGMENTS = [
  "padaria",
  "advocacia",
  "odontologia",
  "academia",
  "pet_shop",
  "loja_de_roupas",
  "salao_de_beleza",
  "escola_de_idiomas",
  "restaurante",
  "cosmeticos_online",
] as const;
export type Segment = (typeof SEGMENTS)[number];

/** The names of the Brazilian retail calendar (commercial-dates.ts), whatever the year. */
export const COMMERCIAL_DATE_NAMES = commercialDatesOf(2000).map((d) => d.name);

/**
 * The commercial dates that do not fit each segment: a post about them reads as off-brand or
 * breaks the profession's rules (the OAB's Provimento 205/2021 and the CFO's Resolução
 * 196/2019 forbid promotional appeals: no Black Friday or Cyber Monday offers for a law office
 * or a dental clinic). Every other date of the calendar fits, when the post ties it to the
 * brand. One place: the date-fit check and its tests read it.
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
};

export const fitsSegment = (segment: Segment, dateName: string) =>
  !UNFIT_DATES[segment].includes(dateName);
