import { nthWeekday, utc } from "../dates.ts";
import type { CommercialDate } from "./calendar.ts";

/*
 * The dates a brand's place and trade make its own, beside the national retail calendar
 * (commercial-dates.ts): São João in the Nordeste, the Círio de Nazaré in Belém, a capital's
 * anniversary, Dia do Gaúcho in Rio Grande do Sul; Dia do Café for a café, Dia do Pão for a
 * bakery, a profession's own day. Brands have no place or segment field, so both are read
 * from the marketer's own words (the Prompt Mãe, the products), as segments.ts reads the
 * segment.
 */

/** What a brand's words are read for; built on its first reading. A plan's page only shows
 * the dates (localDatesNamed), and building the ~40 patterns, Unicode classes and all, took
 * ~5 ms of a phone's first screen where the plan page imports this module. */
type Pattern = { test(text: string): boolean };
function pattern(source: string, flags?: string): Pattern {
  let regex: RegExp | undefined;
  return {
    test(text) {
      regex ??= new RegExp(source, flags);
      return regex.test(text);
    },
  };
}

/** A place named as people write it: "Belém", "Recife (PE)", "Salvador - BA", "Natal/RN". */
function place(names: string[], states: string[] = []): Pattern {
  const name = `(?<!\\p{L})(?:${names.join("|")})(?!\\p{L})`;
  const code = states.length > 0 ? `|[(/,–-]\\s*(?:${states.join("|")})\\s*(?:\\)|$|[.,;])` : "";
  return pattern(`${name}${code}`, "mu");
}

/** A trade named in the brand's words, accents folded and lower-cased ("cafeteria"). */
const trade = (words: string) => pattern(`\\b(?:${words})\\b`);

const NORDESTE_STATES = ["BA", "PE", "CE", "PB", "AL", "SE", "PI", "MA", "RN"];
const NORDESTE = place(
  [
    "Nordeste",
    "Bahia",
    "Pernambuco",
    "Cear[áa]",
    "Para[íi]ba",
    "Alagoas",
    "Sergipe",
    "Piau[íi]",
    "Maranh[ãa]o",
    "Rio Grande do Norte",
    "Salvador",
    "Recife",
    "Olinda",
    "Fortaleza",
    "Jo[ãa]o Pessoa",
    "Macei[óo]",
    "Aracaju",
    "Teresina",
    "S[ãa]o Lu[íi]s",
    "Campina Grande",
    "Caruaru",
    "Mossor[óo]",
    "Feira de Santana",
    "Petrolina",
  ],
  NORDESTE_STATES,
);

type LocalDate = {
  name: string;
  on: (year: number) => string;
  /** Read in the brand's own text (a place) or in its folded text (a trade). */
  where: Pattern;
  folded?: true;
};

/** A capital's anniversary of foundation, fixed, for a brand that names the city. */
const anniversary = (name: string, month: number, day: number, where: Pattern): LocalDate => ({
  name,
  on: (year) => utc(year, month, day),
  where,
});

const fixed = (name: string, month: number, day: number, words: string): LocalDate => ({
  name,
  on: (year) => utc(year, month, day),
  where: trade(words),
  folded: true,
});

// The trades whose words are long enough to be named apart; "café da manhã" is no café.
const COFFEE =
  "cafeterias?|cafes? especia(?:l|is)|torrefa\\w*|baristas?|cafe coado|coffee ?shop|cafe(?! da manha)";
const FITNESS = "academias?|personal trainer|educacao fisica|musculacao|crossfit";
const PETS = "pet ?shops?|banho e tosa|veterinari\\w*|tutores de (?:caes|gatos|pets?)";
const DOCTORS = "medicos|dermatologistas?|pediatras?|clinicas? medicas?|consultorios? medicos?";

const LOCAL_DATES: LocalDate[] = [
  // The Nordeste's biggest feast: the whole of June builds up to the 24th.
  { name: "São João", on: (year) => utc(year, 6, 24), where: NORDESTE },
  {
    name: "Independência da Bahia",
    on: (year) => utc(year, 7, 2),
    where: place(["Bahia", "Salvador", "Feira de Santana"], ["BA"]),
  },
  // Belém's procession, the second Sunday of October.
  {
    name: "Círio de Nazaré",
    on: (year) => nthWeekday(year, 10, 0, 2),
    where: place(["Bel[ée]m", "Ananindeua", "Par[á]"], ["PA"]),
  },
  // Revolução Farroupilha, Rio Grande do Sul's state holiday.
  {
    name: "Dia do Gaúcho",
    on: (year) => utc(year, 9, 20),
    where: place(
      [
        "Rio Grande do Sul",
        "Porto Alegre",
        "Caxias do Sul",
        "Pelotas",
        "Gramado",
        "ga[úu]ch[oa]s?",
      ],
      ["RS"],
    ),
  },
  anniversary(
    "Aniversário de São Paulo",
    1,
    25,
    place(["(?<!(?:estado|interior|litoral|Grande) de )S[ãa]o Paulo", "paulistanos?"]),
  ),
  anniversary("Aniversário de Belém", 1, 12, place(["Bel[ée]m"])),
  anniversary(
    "Aniversário do Rio",
    3,
    1,
    place(["(?<!(?:estado|interior) do )Rio de Janeiro", "cariocas?"]),
  ),
  anniversary("Aniversário do Recife", 3, 12, place(["Recife"])),
  anniversary("Aniversário de Florianópolis", 3, 23, place(["Florian[óo]polis", "Floripa"])),
  anniversary("Aniversário de Porto Alegre", 3, 26, place(["Porto Alegre"])),
  anniversary("Aniversário de Curitiba", 3, 29, place(["Curitiba"])),
  anniversary("Aniversário de Salvador", 3, 29, place(["Salvador"])),
  anniversary("Aniversário de Fortaleza", 4, 13, place(["Fortaleza"])),
  anniversary("Aniversário de Brasília", 4, 21, place(["Bras[íi]lia", "Distrito Federal"], ["DF"])),
  anniversary("Aniversário de Manaus", 10, 24, place(["Manaus"])),
  anniversary("Aniversário de Goiânia", 10, 24, place(["Goi[âa]nia"])),
  anniversary("Aniversário de Belo Horizonte", 12, 12, place(["Belo Horizonte"])),
  // Trades' days, as the trade's own calendar keeps them.
  fixed("Dia do Livro", 4, 23, "livrarias?|sebos?|editoras?"),
  fixed("Dia do Café", 5, 24, COFFEE),
  fixed("Dia do Hambúrguer", 5, 28, "hamburguer\\w*|burgers?"),
  fixed("Dia do Chocolate", 7, 7, "chocolat\\w*|bombons?|brigadeir\\w*|docerias?"),
  fixed("Dia da Pizza", 7, 10, "pizzarias?|pizzas?"),
  fixed("Dia do Advogado", 8, 11, "advocacia|advogad[oa]s?"),
  fixed("Dia do Psicólogo", 8, 27, "psicolog[oa]s?|psicologia|psicoterap\\w*"),
  fixed("Dia do Nutricionista", 8, 31, "nutricionistas?"),
  fixed("Dia do Profissional de Educação Física", 9, 1, FITNESS),
  fixed("Dia da Beleza", 9, 9, "salao de beleza|cabeleireir[oa]s?|manicures?|esteticistas?"),
  fixed("Dia do Sorvete", 9, 23, "sorvet\\w*|gelatos?"),
  fixed("Dia dos Animais", 10, 4, PETS),
  fixed("Dia do Pão", 10, 16, "padarias?|panificadoras?|paes? artesana\\w*"),
  fixed("Dia do Médico", 10, 18, DOCTORS),
  fixed("Dia do Dentista", 10, 25, "dentistas?|odontolog\\w*"),
];

/** The national date a regional one takes the place of: São João is the Nordeste's Festa Junina. */
export const REPLACES: Readonly<Record<string, string>> = { "São João": "Festa Junina" };

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The local dates of one year that the brand's words make its own. */
export function localDatesOf(year: number, brandText: string): CommercialDate[] {
  if (!brandText.trim()) return [];
  const plain = folded(brandText);
  return LOCAL_DATES.filter((d) => d.where.test(d.folded ? plain : brandText)).map((d) => ({
    date: d.on(year),
    name: d.name,
  }));
}

/**
 * The local dates of these names from `startDate` to `endDate`: those a plan's posts are marked
 * with, whatever brand they were made for.
 */
export function localDatesNamed(
  names: ReadonlySet<string>,
  startDate: string,
  endDate: string,
): CommercialDate[] {
  const dates: CommercialDate[] = [];
  for (let year = Number(startDate.slice(0, 4)); year <= Number(endDate.slice(0, 4)); year++) {
    for (const d of LOCAL_DATES) {
      const date = d.on(year);
      if (names.has(d.name) && date >= startDate && date <= endDate) {
        dates.push({ date, name: d.name });
      }
    }
  }
  return dates;
}
