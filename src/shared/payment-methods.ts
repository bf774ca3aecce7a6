import { z } from "zod";
import { brazilianDate, brazilToday } from "./dates.ts";

/** How a row of `subscriptions` was paid, with its label. */
export const paymentMethods = { card: "Cartão", boleto: "Boleto", pix: "Pix" } as const;
export type PaymentMethod = keyof typeof paymentMethods;

/**
 * What a checkout sells: "recurring" is a subscription paid by card or boleto (the customer
 * picks on the checkout page); "pix" is one payment for a prepaid period of the annual plan.
 */
export const CHECKOUT_METHODS = ["recurring", "pix"] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

/** A subscription renews; a prepaid period (Pix) ends and is bought again. */
export type SubscriptionKind = "subscription" | "prepaid";

/** A Pix period lasts this many months. */
export const PIX_PERIOD_MONTHS = 12;
/** Days before a Pix period ends when its payer is invited to renew, once each. */
export const PIX_REMINDER_DAYS = [7, 1] as const;
/** Days a boleto stays payable (Stripe's expires_after_days). */
export const BOLETO_EXPIRES_AFTER_DAYS = 3;

export const PIX_OFFER = "Pix: pagamento único, 12 meses de acesso, sem renovação automática";

/** A payment started and not yet confirmed: the boleto or Pix code to pay, shown with a copy button. */
export const pendingPaymentSchema = z.object({
  method: z.enum(["boleto", "pix"]),
  /** The boleto's digitable line, or Pix "copia e cola". */
  code: z.string(),
  /** The boleto voucher (or hosted invoice), or Pix's hosted instructions. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

const OFFSET = "-03:00"; // Brazil has kept one offset all year since 2019.

/** dd/MM/yyyy of a moment, on Brazil's calendar. */
export const brazilDate = (value: Date | string) => brazilianDate(brazilToday(new Date(value)));

/**
 * The end of a Pix period paid at `paidAt`: the last moment of the same calendar day (Brazil)
 * 12 months later, or of the month's last day when that day does not exist (29/02).
 * The period ends on the day its label shows.
 */
export function pixPeriodEnd(paidAt: Date, months = PIX_PERIOD_MONTHS) {
  const [year, month, day] = brazilToday(paidAt).split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  const iso = `${target.toISOString().slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, "0")}`;
  return new Date(`${iso}T23:59:59.999${OFFSET}`);
}

/** How a Pix period is named on the subscription tab, in the admin panel and in e-mails. */
export const prepaidLabel = (periodEnd: Date | string) => `Pix anual, até ${brazilDate(periodEnd)}`;
