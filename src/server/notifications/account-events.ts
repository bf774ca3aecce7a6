import { and, eq } from "drizzle-orm";
import { monthOf } from "../../shared/ai-usage.ts";
import { brazilianDate, brazilToday } from "../../shared/dates.ts";
import type { Database } from "../db/client.ts";
import { aiUsageMonths } from "../db/schema/index.ts";
import { notify } from "./notify.ts";

/*
 * The events of a workspace's account (decision 061): its AI allowance and its payments. They
 * go to the team (the allowance they share) or to whoever may manage billing (notify.ts), once
 * each: the dedupe key names the month, the boleto or the period.
 */

/** Where the allowance's meter and the subscription show: the profile's subscription tab. */
const SUBSCRIPTION_PATH = "/profile?tab=subscription";

/**
 * After an AI call is metered: the workspace's team hears when the month's usage reaches 80% and
 * 100% of AI_MONTHLY_TOKENS, once per month each.
 */
export async function noticeOfAiUsage(db: Database, workspaceId: string, limit: number, at: Date) {
  const month = monthOf(brazilToday(at));
  const [usage] = await db
    .select({ tokens: aiUsageMonths.tokens })
    .from(aiUsageMonths)
    .where(and(eq(aiUsageMonths.accountId, workspaceId), eq(aiUsageMonths.month, month)));
  const used = (usage?.tokens ?? 0) / limit;
  if (used >= 1) {
    await notify(db, {
      kind: "ai_100",
      workspaceId,
      title: "Limite de IA do mês atingido",
      body: "A geração e a edição com IA voltam no dia 1º do próximo mês.",
      url: SUBSCRIPTION_PATH,
      dedupeKey: `ai_100:${workspaceId}:${month}`,
    });
  }
  if (used >= 0.8) {
    await notify(db, {
      kind: "ai_80",
      workspaceId,
      title: "80% do limite de IA do mês usado",
      body: "A equipe já usou 80% dos tokens de IA deste mês; o limite renova no dia 1º.",
      url: SUBSCRIPTION_PATH,
      dedupeKey: `ai_80:${workspaceId}:${month}`,
    });
  }
}

/** The statuses a subscription ends in when its boleto is not paid in time. */
const ENDED = new Set(["incomplete_expired", "canceled", "unpaid"]);

type Payment = {
  status: string;
  access: boolean;
  /** The boleto (or Pix) it waits for, if any. */
  pending: { method: string; code: string; expiresAt: string | null } | null;
};

/**
 * A subscription's payment changed (billing/subscriptions.ts, for Stripe's webhooks and the test
 * pages alike): a new boleto to pay, a boleto paid, a boleto expired unpaid.
 */
export async function noticeOfPayment(
  db: Database,
  workspaceId: string,
  subscriptionId: string,
  before: Payment | null,
  after: Payment,
) {
  const boleto = after.pending?.method === "boleto" ? after.pending : null;
  const waited = before?.pending?.method === "boleto" ? before.pending : null;
  if (boleto && boleto.code !== waited?.code) {
    await notify(db, {
      kind: "boleto_due",
      workspaceId,
      title: "Boleto a pagar",
      body: boleto.expiresAt
        ? `Pague até ${brazilianDate(boleto.expiresAt.slice(0, 10))} para manter o Pro.`
        : "Pague o boleto para manter o Pro.",
      url: SUBSCRIPTION_PATH,
      dedupeKey: `boleto_due:${boleto.code}`,
    });
  }
  if (!waited || boleto?.code === waited.code) return;
  const paid = after.access;
  if (!paid && !ENDED.has(after.status)) return;
  await notify(db, {
    kind: paid ? "boleto_paid" : "boleto_expired",
    workspaceId,
    title: paid ? "Boleto pago" : "Boleto vencido",
    body: paid
      ? "O pagamento foi confirmado e o Pro está ativo."
      : "O boleto venceu sem pagamento. Gere outro na aba Assinatura.",
    url: SUBSCRIPTION_PATH,
    dedupeKey: `${paid ? "boleto_paid" : "boleto_expired"}:${subscriptionId}:${waited.code}`,
  });
}

/** A Pix year ends in `days` days (the renewal reminders' job, which e-mails the payer too). */
export function noticeOfPixEnding(
  db: Database,
  workspaceId: string,
  period: { id: string; end: Date; days: number },
) {
  return notify(db, {
    kind: "pix_ending",
    workspaceId,
    title:
      period.days === 1
        ? "O Pix anual termina amanhã"
        : `O Pix anual termina em ${period.days} dias`,
    body: `O acesso Pro vai até ${brazilianDate(brazilToday(period.end))}. Renove para continuar.`,
    url: SUBSCRIPTION_PATH,
    dedupeKey: `pix_ending:${period.id}:${period.days}`,
  });
}
