import type {
  CheckoutMethod,
  PaymentMethod,
  PendingPayment,
  SubscriptionKind,
} from "../../shared/payment-methods.ts";
import type { Viewer } from "../auth/viewer.ts";

/** What our database keeps of one subscription, whoever reported it (Stripe or the test pages). */
export type SubscriptionSnapshot = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  /** From the subscription's metadata; otherwise found through the customer id. */
  userId: string | null;
  /**
   * The workspace it makes Pro, from the metadata; without one (subscriptions bought before
   * workspaces), the payer's personal workspace.
   */
  workspaceId: string | null;
  /** From the price; otherwise from the metadata. */
  priceId: string | null;
  metadataPlanId: number | null;
  status: string;
  /** A prepaid (Pix) period's end is ours to set, once, when it is first seen paid: null here. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  kind: SubscriptionKind;
  paymentMethod: PaymentMethod | null;
  pendingPayment: PendingPayment | null;
};

export type CheckoutInput = {
  viewer: Viewer;
  customerId: string;
  planId: number;
  priceId: string;
  method: CheckoutMethod;
  /** In reais: a Pix payment is one-time, so it is priced here rather than by the recurring price. */
  price: number;
  planName: string;
};

/** The payment side: Stripe, or the local test mode when no Stripe key is configured. */
export type BillingProvider = {
  kind: "stripe" | "local";
  createCustomer: (viewer: Viewer) => Promise<string>;
  createCheckout: (input: CheckoutInput) => Promise<string | null>;
  createPortal: (customerId: string) => Promise<string>;
  retrieveSubscription: (id: string) => Promise<SubscriptionSnapshot>;
  /** A one-time (Pix) Checkout session, as a prepaid period. */
  retrievePrepaid: (checkoutSessionId: string) => Promise<SubscriptionSnapshot>;
  listCustomerSubscriptions: (customerId: string) => Promise<SubscriptionSnapshot[]>;
  cancelSubscription: (id: string) => Promise<void>;
};
