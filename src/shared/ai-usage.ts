import { z } from "zod";
import { brazilianDate } from "./dates.ts";
import { withThousands as count } from "./limits.ts";
import { type Paged, pageNumber, searchTerm } from "./paging.ts";

/** Past this share of the monthly allowance, the meter shows its notice (never blocks). */
export const USAGE_NOTICE_PERCENT = 80;
/** Generations one user may have running at once (the week's scripts included). */
export const MAX_GENERATIONS_IN_FLIGHT = 3;
/** The model a usage row names when the offline composer wrote the text (by estimate). */
export const OFFLINE_MODEL = "offline-composer";

/**
 * The part of the instance's day (AI_DAILY_TOKENS) one workspace may use: a tenth, so no one
 * account, however far inside its month, can empty the day and lock every other customer out
 * until midnight (docs/decisions/030-ai-fair-use.md).
 */
export const WORKSPACE_DAILY_SHARE = 0.1;
export const workspaceDailyShareOf = (dailyTokens: number) =>
  Math.ceil(dailyTokens * WORKSPACE_DAILY_SHARE);

/** Where the refusals send the user: the contact page. */
export const SUPPORT_PATH = "/support";

/** The first day of the month of an ISO date, and of the month after it. */
export const monthOf = (isoDay: string) => `${isoDay.slice(0, 7)}-01`;
export function nextMonthOf(isoDay: string) {
  const [year, month] = isoDay.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

const SUPPORT = "Precisa de mais? Fale com o suporte pela página Entre em Contato.";

export const monthlyLimitMessage = (renewsOn: string) =>
  `Você usou todo o limite de IA do seu plano neste mês. Ele renova em ${brazilianDate(renewsOn)}. ${SUPPORT}`;

export const dailyLimitMessage = (renewsOn: string) =>
  `O limite diário de IA da plataforma foi atingido. A geração volta em ${brazilianDate(renewsOn)}, à meia-noite (horário de Brasília). Dúvidas? Fale com o suporte pela página Entre em Contato.`;

export const workspaceDailyShareMessage = (renewsOn: string) =>
  `Este espaço de trabalho já usou hoje a sua parte do limite diário de IA da plataforma. A geração volta em ${brazilianDate(renewsOn)}, à meia-noite (horário de Brasília). Dúvidas? Fale com o suporte pela página Entre em Contato.`;

export const IN_FLIGHT_MESSAGE = `Você já tem ${MAX_GENERATIONS_IN_FLIGHT} gerações em andamento. Aguarde uma delas terminar e tente novamente.`;

/** The meter's own line says when the allowance renews: the notice does not repeat it. */
export const usageNoticeMessage = (percent: number) =>
  `Você já usou ${percent}% do limite de IA deste mês.`;

/**
 * What a typical run costs, to say the allowance in what a person makes (decision 030's
 * measurements: a strategy of 2-3 posts a week ~7,300 tokens; a caption, a script's prompt
 * with a shorter reply, ~1,100).
 */
export const TYPICAL_TOKENS = { strategy: 7_300, caption: 1_100 } as const;

/** "menos de 1%" once anything was used: "0%" after 14 generations reads as nothing counted. */
export function usedShare({ usedTokens, limitTokens, percent }: AiUsage) {
  if (limitTokens !== null && usedTokens > 0 && usedTokens * 100 < limitTokens) {
    return "menos de 1%";
  }
  return `${percent}%`;
}

/** "Ainda dá para cerca de 380 estratégias ou 2.500 legendas": what is left, in things made. */
export function whatIsLeft({ usedTokens, limitTokens }: AiUsage) {
  if (limitTokens === null) return null;
  const left = Math.max(0, limitTokens - usedTokens);
  const strategies = Math.floor(left / TYPICAL_TOKENS.strategy);
  const captions = Math.floor(left / TYPICAL_TOKENS.caption);
  return `Ainda dá para cerca de ${count(strategies)} ${strategies === 1 ? "estratégia" : "estratégias"} ou ${count(captions)} ${captions === 1 ? "legenda" : "legendas"} neste mês.`;
}

/** The one date the meter gives, and what it is (not the subscription's charge). */
export const renewalExplained = (renewsOn: string) =>
  `O limite de IA recomeça em ${brazilianDate(renewsOn)}, no dia 1º de cada mês, independentemente da data de cobrança da assinatura.`;

/** The viewer's AI usage this month, as the meters show it. */
export type AiUsage = {
  usedTokens: number;
  /** null: no monthly ceiling for this account (admins). */
  limitTokens: number | null;
  /** Whole percent of the allowance used, 0..100 (0 without a ceiling). */
  percent: number;
  /** The day the allowance starts over (ISO yyyy-MM-dd, Brazil's calendar). */
  renewsOn: string;
  /** At or past USAGE_NOTICE_PERCENT: the meter shows its notice. */
  notice: boolean;
  /** Why generation is refused now (the monthly or the daily ceiling); null when it is not. */
  refusal: string | null;
};

export const adminUsageQuerySchema = z.object({ page: pageNumber, q: searchTerm });
export type AdminUsageQuery = z.infer<typeof adminUsageQuerySchema>;

/** A paying account of the usage panel: a workspace, and its owner's name and e-mail. */
export type AdminUsageAccount = {
  accountId: string;
  /** The workspace's name. */
  workspace: string | null;
  email: string | null;
  name: string | null;
  tokens: number;
  promptTokens: number;
  completionTokens: number;
  calls: number;
  /** In US dollars at the configured model's price; null when its price is unknown. */
  estimatedCostUsd: number | null;
};

export type AdminUsage = {
  month: string;
  model: string;
  /** The instance's tokens this month, and their estimated cost (null: price unknown). */
  totalTokens: number;
  estimatedCostUsd: number | null;
  /** Workspaces by tokens used this month, most first. */
  accounts: Paged<AdminUsageAccount>;
  /** The instance's tokens per day, the last 30 days (oldest first, days without use at 0). */
  days: { day: string; tokens: number }[];
};
