import { z } from "zod";
import {
  CHECKOUT_METHODS,
  type PaymentMethod,
  type PendingPayment,
  type SubscriptionKind,
} from "./payment-methods.ts";

export type PlanInterval = "month" | "year";

export const PLAN_IDS = { monthly: 1, yearly: 2 } as const;

const PRO_FEATURES = [
  "Todos os recursos de prompts",
  "Estrategista Digital ilimitado",
  "Máquina de Roteiros ilimitada",
  "Suporte prioritário",
  "Atualizações contínuas",
];

const MONTHLY_PRICE = 29.99;
const YEARLY_PRICE = 191.88;

/** What a year paid at once saves against twelve months, in whole percent (47 for our prices). */
export const annualSavingPercent = (monthly: number, yearly: number) =>
  Math.round((1 - yearly / (12 * monthly)) * 100);

const ANNUAL_SAVING = annualSavingPercent(MONTHLY_PRICE, YEARLY_PRICE);

/** The two plans sold on the subscription tab; the server seeds them, the browser never writes plans. */
export const PLANS = [
  {
    id: PLAN_IDS.monthly,
    slug: "pro-mensal",
    name: "Pro Mensal",
    description: "Acesso completo com pagamento mensal",
    price: MONTHLY_PRICE,
    interval: "month",
    features: PRO_FEATURES,
  },
  {
    id: PLAN_IDS.yearly,
    slug: "pro-anual",
    name: "Pro Anual",
    description: `Economia de ${ANNUAL_SAVING}% no pagamento anual`,
    price: YEARLY_PRICE,
    interval: "year",
    features: [...PRO_FEATURES, `Economia de ${ANNUAL_SAVING}% no total`],
  },
] as const satisfies readonly {
  id: number;
  slug: string;
  name: string;
  description: string;
  price: number;
  interval: PlanInterval;
  features: readonly string[];
}[];

/** A feature prefixed with this mark is shown as not included. */
export const EXCLUDED_FEATURE_MARK = "✘";

/** 191.88 per year is shown as 12x of 15.99. */
export const monthlyInstallment = (price: number) => Math.round((price / 12) * 100) / 100;

export const planSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  interval: z.enum(["month", "year"]),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
/**
 * `paymentsAvailable`: false in production with neither Stripe nor ALLOW_TEST_PAYMENTS;
 * `pixAvailable`: the annual plan may be paid once by Pix (STRIPE_PIX=1, or the test mode);
 * `testPayments`: the local test pages stand in for Stripe (and the bank, for boleto and Pix).
 */
export type PlansResponse = {
  plans: Plan[];
  paymentsAvailable: boolean;
  pixAvailable: boolean;
  testPayments: boolean;
};

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Os pagamentos não estão disponíveis no momento. Tente novamente mais tarde.";

/** The answer of GET /status and POST /verify ("active, subscription"). */
export type SubscriptionInfo = {
  id: string;
  planId: number;
  planName: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeCustomerId: string | null;
  /** "prepaid": a Pix period, which ends instead of renewing. */
  kind: SubscriptionKind;
  paymentMethod: PaymentMethod | null;
  /** A boleto or Pix waiting to be paid (the first payment, or a renewal's boleto). */
  pendingPayment: PendingPayment | null;
  /** Who pays it: the Stripe customer's account, which a transfer does not change (decision 040). */
  payer: { id: string; name: string } | null;
};
export type SubscriptionStatus = {
  active: boolean;
  subscription: SubscriptionInfo | null;
  /** The workspace's Proprietário, who alone manages the subscription. */
  ownerName: string;
};

const planIdSchema = z.coerce
  .number({ error: "Plano inválido" })
  .int("Plano inválido")
  .refine((id) => PLANS.some((p) => p.id === id), "Plano inválido");

export const PIX_YEARLY_ONLY = "O Pix está disponível apenas para o Pro Anual.";
export const PIX_UNAVAILABLE = "O pagamento por Pix não está disponível no momento.";

export const checkoutRequestSchema = z
  .object({
    planId: planIdSchema,
    method: z
      .enum(CHECKOUT_METHODS, { error: "Forma de pagamento inválida." })
      .default("recurring"),
  })
  .refine((request) => request.method !== "pix" || request.planId === PLAN_IDS.yearly, {
    message: PIX_YEARLY_ONLY,
    path: ["method"],
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout and portal both answer with the address to send the browser to. */
export type RedirectResponse = { url: string };

// Local test mode (no STRIPE_SECRET_KEY): the in-app checkout and portal pages.
/** The test checkout session, read from the page address and sent back to pay it. */
export const testCheckoutSessionSchema = z.object({
  session: z
    .string({ error: "Sessão de pagamento inválida." })
    .min(1, "Sessão de pagamento inválida."),
});

/** The test checkout's buttons: "Confirmar pagamento de teste" (card), "Pagar com boleto", "Pagar com Pix". */
export const testCheckoutPaySchema = testCheckoutSessionSchema.extend({
  method: z
    .enum(["card", "boleto", "pix"], { error: "Forma de pagamento inválida." })
    .default("card"),
});
export type TestCheckoutPay = z.infer<typeof testCheckoutPaySchema>;

/** What the bank would do with the pending test boleto or Pix: pay it, or let it expire. */
export const testPaymentRequestSchema = z.object({
  action: z.enum(["pay", "expire"], { error: "Ação inválida." }),
});
export type TestPaymentRequest = z.infer<typeof testPaymentRequestSchema>;

export const testPortalRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("cancel") }),
    z.object({ action: z.literal("switch"), planId: planIdSchema }),
  ],
  { error: "Ação inválida." },
);
export type TestPortalRequest = z.infer<typeof testPortalRequestSchema>;

/** Where Stripe (or the test pages) send the browser back. */
export const BILLING_RETURN_PATHS = {
  success: "/profile?tab=subscription&result=success&checkout_result=success",
  canceled: "/profile?tab=subscription&result=canceled",
  portal: "/profile?tab=subscription&result=updated",
  /** The renewal reminders' link: the plans, to pay the next period. */
  renew: "/profile?tab=subscription",
} as const;
