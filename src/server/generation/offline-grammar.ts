/*
 * The offline composer's Portuguese: a product named by the marketer ("calças de alfaiataria",
 * "Consulta dermatológica") with the article, possessive and contraction that agree with it,
 * so a call to action says "Garanta a sua calça" and "Agende a sua consulta", never "garanta
 * o seu" for both. The gender is read from the head noun's ending, with the exceptions small
 * businesses' products run into.
 */

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Nouns whose ending misleads: "o sistema", "a mão", "o dia". */
const MASCULINE_IN_A = new Set([
  "dia",
  "mapa",
  "problema",
  "sistema",
  "programa",
  "tema",
  "clima",
  "check-up",
  "kit",
  "sofa",
]);
const FEMININE_OTHER = new Set([
  "mao",
  "foto",
  "tribo",
  "pele",
  "arte",
  "noite",
  "tarde",
  "flor",
  "cor",
  "dor",
  "aula",
  "tosa",
  "orquidea",
  "agua",
  "carne",
  "rede",
  "classe",
  "fonte",
  "parte",
  "cerveja",
  "sede",
  "vez",
  "luz",
]);

/** Words that end in "s" and are one thing ("inglês" and "país" are told by their accent). */
const SINGULAR_S = new Set([
  "lapis",
  "onibus",
  "virus",
  "bonus",
  "tenis",
  "pires",
  "atlas",
  "mais",
]);

export type Noun = { text: string; feminine: boolean; plural: boolean };

/** A product as a noun phrase, its gender and number read from its first word. */
export function nounOf(product: string): Noun {
  const text = product.trim();
  const head = fold(text.split(/\s+/)[0] ?? "");
  const accented = (text.split(/\s+/)[0] ?? "").toLowerCase();
  const plural = head.endsWith("s") && !/[êáíóú]s$/.test(accented) && !SINGULAR_S.has(head);
  const singular = plural ? singularOf(head) : head;
  const feminine = MASCULINE_IN_A.has(singular)
    ? false
    : FEMININE_OTHER.has(singular) || /(?:a|cao|sao|dade|gem|ice|ite|ez)$/.test(singular);
  return { text, feminine, plural };
}

function singularOf(word: string): string {
  if (word.endsWith("oes") || word.endsWith("aes")) return `${word.slice(0, -3)}ao`;
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  return word.slice(0, -1);
}

const forms = (noun: Noun, [ms, fs, mp, fp]: readonly [string, string, string, string]) =>
  noun.plural ? (noun.feminine ? fp : mp) : noun.feminine ? fs : ms;

/** "o pão", "as calças". */
export const the = (noun: Noun) => `${forms(noun, ["o", "a", "os", "as"])} ${lower(noun.text)}`;
/** "o seu", "a sua" (standing for the noun, no noun after it). */
export const yours = (noun: Noun) => forms(noun, ["o seu", "a sua", "os seus", "as suas"]);
/** "o seu pão", "a sua consulta". */
export const yourNoun = (noun: Noun) => `${yours(noun)} ${lower(noun.text)}`;
/** "do pão", "das calças". */
export const ofThe = (noun: Noun) =>
  `${forms(noun, ["do", "da", "dos", "das"])} ${lower(noun.text)}`;
/** "no pão", "nas calças". */
export const inThe = (noun: Noun) =>
  `${forms(noun, ["no", "na", "nos", "nas"])} ${lower(noun.text)}`;
/** An adjective agreeing with the noun: ("pronto", "pronta", "prontos", "prontas"). */
export const agreeing = (noun: Noun, masculine: string) => {
  const stem = masculine.slice(0, -1);
  return forms(noun, [masculine, `${stem}a`, `${masculine}s`, `${stem}as`]);
};
/** "é" or "são", as the noun asks. */
export const is = (noun: Noun) => (noun.plural ? "são" : "é");

/** Lower-cases the first letter unless the word is a name in capitals ("IPA", "INSS"). */
export function lower(text: string): string {
  const first = text.split(/\s+/)[0] ?? "";
  return first.length > 1 && first === first.toUpperCase()
    ? text
    : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Upper-cases the first letter. */
export const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A brand's values said in a sentence ("Por aqui, tradição, vizinhança e ingredientes simples
 * vêm em primeiro lugar.") and as their list ("Tradição, vizinhança e ingredientes simples").
 */
export function valuesSaid(brandValues: string): { list: string; sentence: string } | null {
  const values = brandValues
    .split(/[,;\n]|\se\s/)
    .map((v) => v.trim().replace(/\s+/g, " "))
    .filter(Boolean)
    .map(lower);
  if (values.length === 0) return null;
  const list =
    values.length > 1 ? `${values.slice(0, -1).join(", ")} e ${values.at(-1)}` : `${values[0]}`;
  return {
    list: upper(list),
    sentence: `Por aqui, ${list} ${values.length > 1 ? "vêm" : "vem"} em primeiro lugar.`,
  };
}
