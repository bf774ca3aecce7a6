import { brazilianDate, brazilToday } from "../dates.ts";
import type { ScriptInput, StrategyInput } from "./inputs.ts";
import { labelOf, scriptFormats, strategyObjectives } from "./options.ts";

const TITLE_CUT = 50;
const SNIPPET_CUT = 30;

/** Dates in titles follow the Brazilian calendar day, whatever the machine's zone. */
const ptBrDate = (date: Date) => brazilianDate(brazilToday(date));

const snippet = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > SNIPPET_CUT ? `${trimmed.slice(0, SNIPPET_CUT)}...` : trimmed;
};

/**
 * The title a saved item gets when the user gives none: the first line without leading `#`, `*` and whitespace, cut to 50
 * characters (with "..." when it reached 50); when that is empty, "{Tipo} - dd/mm/aaaa".
 */
export function defaultTitle(content: string, label: string, now = new Date()): string {
  const firstLine = (content.split(/\r?\n/, 1)[0] ?? "").replace(/^[#*\s]+/, "").trimEnd();
  if (firstLine.length === 0) {
    return `${label.charAt(0).toUpperCase()}${label.slice(1)} - ${ptBrDate(now)}`;
  }
  const cut = firstLine.slice(0, TITLE_CUT);
  return cut.length === TITLE_CUT ? `${cut}...` : cut;
}

/** "Prompt para {marca}" */
export const promptTitle = (brandName: string) => `Prompt para ${brandName.trim()}`;

/** "Estratégia para {objetivo}: " + the first 30 characters of the products/services. */
export const strategyTitle = (objective: StrategyInput["objective"], productsServices: string) =>
  `Estratégia para ${labelOf(strategyObjectives, objective)}: ${snippet(productsServices)}`;

/** "Roteiro de {formato}: " + the first 30 characters of the final goal. */
export const scriptTitle = (format: ScriptInput["format"], finalGoal: string) =>
  `Roteiro de ${labelOf(scriptFormats, format)}: ${snippet(finalGoal)}`;

/** "Legenda para {tema}", the theme cut like the other titles' snippets. */
export const captionTitle = (theme: string) => `Legenda para ${snippet(theme)}`;

/** "Arte para {tema}", the theme cut like the other titles' snippets. */
export const artTitle = (theme: string) => `Arte para ${snippet(theme)}`;
