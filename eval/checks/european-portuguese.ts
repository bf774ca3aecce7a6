import { normalized } from "./text.ts";

/**
 * Forms a Brazilian reader takes for Portugal's Portuguese, each with the Brazilian word. Only
 * words that are wrong in Brazil whatever the context ("facto", not "fato", which is a suit
 * in both; "registar", not "registrar").
 */
const EUROPEAN_FORMS: Record<string, string> = {
  equipa: "equipe",
  equipas: "equipes",
  registar: "registrar",
  registe: "registre",
  registo: "registro",
  contacto: "contato",
  contactos: "contatos",
  contactar: "contatar",
  contacte: "contate",
  telemovel: "celular",
  telemoveis: "celulares",
  ecra: "tela",
  utilizador: "usuário",
  utilizadores: "usuários",
  "pequeno-almoco": "café da manhã",
  autocarro: "ônibus",
  facto: "fato",
  rececao: "recepção",
  "casa de banho": "banheiro",
  montra: "vitrine",
  fixe: "legal",
};

// "está a fazer": Portugal's progressive; Brazil says "está fazendo".
const PROGRESSIVE =
  /\b(estou|esta|estamos|estao|estava|estavam|esteja|estar) a [a-z]+(ar|er|ir)\b/g;

/** The European-Portuguese forms found in the text, as written in the list above. */
export function europeanFormsIn(text: string): string[] {
  const plain = normalized(text);
  const found = Object.keys(EUROPEAN_FORMS).filter((form) =>
    new RegExp(`(?<![\\p{L}\\p{N}-])${form}(?![\\p{L}\\p{N}-])`, "u").test(plain),
  );
  for (const match of plain.matchAll(PROGRESSIVE)) found.push(match[0]);
  return found;
}
