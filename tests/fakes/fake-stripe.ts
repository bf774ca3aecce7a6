import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Params = Record<string, unknown>;
type Json = Record<string, unknown>;

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: Params };

export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  /** Ids, as Stripe sends them unless `expand` asks for the objects. */
  latest_invoice: string | null;
  default_payment_method: string | null;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: { id: string };
      current_period_end: number;
    }[];
  };
};

/** `a[b][0][c]=1` form bodies (what the Stripe SDK sends) into nested objects. */
function parseForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    const last = path.pop() as string;
    let node = root;
    for (const part of path) {
      node[part] ??= {};
      node = node[part] as Params;
    }
    node[last] = value;
  }
  return root;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
export const DAY = 86_400;

/** The `expand` paths of a GET (`expand[0]=a&expand[1]=b.c`, as the SDK sends them). */
const expandsOf = (query: URLSearchParams) =>
  [...query].filter(([key]) => key.startsWith("expand")).map(([, value]) => value);

/**
 * A local stand-in for the parts of Stripe's API the billing module uses: customers,
 * Checkout and billing-portal sessions, and subscriptions (retrieve, list, cancel).
 */
export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const paymentIntents = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const invoicePayments = new Map<string, Json & { invoice: string; status: string }>();
  const idempotent = new Map<string, Json>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function route(request: FakeRequest): [number, Json] {
    const { method, path, body, query } = request;
    const missing = (): [number, Json] => [
      404,
      {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such object: ${path}`,
        },
      },
    ];
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: nextId("cus"), object: "customer", ...body };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/${id}`,
        subscription: null,
        ...body,
      };
      sessions.set(id, session);
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = nextId("bps");
      return [
        200,
        { id, object: "billing_portal.session", url: `https://billing.stripe.test/${id}`, ...body },
      ];
    }
    const expand = expandsOf(query);
    if (method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === query.get("customer"))
        .map((s) => expandSubscription(s, expand, "data."));
      return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
    }
    if (method === "GET" && path === "/v1/invoice_payments") {
      const data = [...invoicePayments.values()]
        .filter((p) => p.invoice === query.get("invoice"))
        .filter((p) => !query.get("status") || p.status === query.get("status"))
        .map((p) => {
          const payment = p.payment as { payment_intent: string };
          if (!expand.includes("data.payment.payment_intent")) return p;
          return {
            ...p,
            payment: { ...payment, payment_intent: paymentIntents.get(payment.payment_intent) },
          };
        });
      return [200, { object: "list", data, has_more: false, url: "/v1/invoice_payments" }];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (sessionMatch && method === "GET") {
      const session = sessions.get(sessionMatch[1] as string);
      if (!session) return missing();
      const intent = session.payment_intent as string | null;
      return [
        200,
        expand.includes("payment_intent") && intent
          ? { ...session, payment_intent: paymentIntents.get(intent) }
          : session,
      ];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = match ? subscriptions.get(match[1] as string) : undefined;
    if (match && !subscription) return missing();
    if (subscription && method === "GET") return [200, expandSubscription(subscription, expand)];
    if (subscription && method === "DELETE") {
      subscription.status = "canceled";
      return [200, subscription];
    }
    return missing();
  }

  function expandSubscription(subscription: FakeSubscription, expand: string[], prefix = "") {
    const wants = (field: string) => expand.includes(prefix + field);
    const { latest_invoice: invoice, default_payment_method: method } = subscription;
    return {
      ...subscription,
      latest_invoice: wants("latest_invoice") && invoice ? invoices.get(invoice) : invoice,
      default_payment_method:
        wants("default_payment_method") && method ? paymentMethods.get(method) : method,
    };
  }

  /** A PaymentIntent waiting for the customer to pay a boleto or Pix, as Stripe shows it. */
  function waitingIntent(kind: "boleto" | "pix", amount: number, metadata = {}) {
    const id = nextId("pi");
    const expiresAt = nowSeconds() + (kind === "boleto" ? 3 * DAY : 3600);
    const intent = {
      id,
      object: "payment_intent",
      amount,
      currency: "brl",
      status: "requires_action",
      metadata,
      payment_method_types: [kind],
      next_action:
        kind === "boleto"
          ? {
              type: "boleto_display_details",
              boleto_display_details: {
                number: `23793.38128 60000.${String(counter).padStart(6, "0")} 00000.000400 1 84340000019188`,
                hosted_voucher_url: `https://payments.stripe.test/boleto/${id}`,
                pdf: `https://payments.stripe.test/boleto/${id}/pdf`,
                expires_at: expiresAt,
              },
            }
          : {
              type: "pix_display_qr_code",
              pix_display_qr_code: {
                data: `00020126580014br.gov.bcb.pix0136${id}5204000053039865406191.885802BR`,
                hosted_instructions_url: `https://payments.stripe.test/pix/${id}`,
                image_url_png: `https://payments.stripe.test/pix/${id}.png`,
                image_url_svg: `https://payments.stripe.test/pix/${id}.svg`,
                expires_at: expiresAt,
              },
            },
    };
    paymentIntents.set(id, intent);
    return intent;
  }

  /** An open invoice of the subscription whose payment is a boleto not yet paid. */
  function openBoletoInvoice(subscription: FakeSubscription) {
    const id = nextId("in");
    const intent = waitingIntent("boleto", 2999);
    invoices.set(id, {
      id,
      object: "invoice",
      status: "open",
      customer: subscription.customer,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: subscription.id },
      },
    });
    invoicePayments.set(nextId("inpay"), {
      object: "invoice_payment",
      invoice: id,
      status: "open",
      payment: { type: "payment_intent", payment_intent: intent.id },
    });
    subscription.latest_invoice = id;
    return invoices.get(id) as Json & { id: string };
  }

  function settleInvoice(invoiceId: string, paid: boolean) {
    const invoice = invoices.get(invoiceId) as Json;
    invoice.status = paid ? "paid" : "void";
    for (const payment of invoicePayments.values()) {
      if (payment.invoice !== invoiceId) continue;
      payment.status = paid ? "paid" : "canceled";
      const intent = paymentIntents.get(
        (payment.payment as { payment_intent: string }).payment_intent,
      ) as Json;
      intent.status = paid ? "succeeded" : "canceled";
      intent.next_action = null;
    }
    return { ...invoice };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? "/", "http://fake");
    const request = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: parseForm(text),
    };
    requests.push(request);
    const key = req.headers["idempotency-key"];
    const replay =
      typeof key === "string" && request.method === "POST" ? idempotent.get(key) : undefined;
    const [status, json] = replay ? [200, replay] : route(request);
    if (typeof key === "string" && status === 200 && request.method === "POST")
      idempotent.set(key, json);
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(json));
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake = {
    url,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    /** Creates a subscription as Stripe would once a customer pays. */
    createSubscription(input: {
      customer: string;
      price: string;
      metadata?: Record<string, string>;
      status?: string;
      periodEnd?: number;
    }) {
      const id = nextId("sub");
      const subscription: FakeSubscription = {
        id,
        object: "subscription",
        customer: input.customer,
        status: input.status ?? "active",
        cancel_at_period_end: false,
        metadata: input.metadata ?? {},
        latest_invoice: null,
        default_payment_method: null,
        items: {
          object: "list",
          data: [
            {
              id: nextId("si"),
              object: "subscription_item",
              price: { id: input.price },
              current_period_end: input.periodEnd ?? nowSeconds() + 30 * DAY,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    /**
     * The customer finishes a subscription-mode Checkout session: by card it is paid and its
     * subscription active; by boleto the subscription waits, incomplete, on an open invoice.
     * Returns the session (the checkout.session.completed event's object).
     */
    completeCheckout(sessionId: string, paidWith: "card" | "boleto" = "card") {
      const session = sessions.get(sessionId) as Json & {
        customer: string;
        line_items: Record<string, { price: string }>;
        subscription_data?: { metadata?: Record<string, string> };
      };
      const subscription = fake.createSubscription({
        customer: session.customer,
        price: session.line_items["0"]?.price ?? "",
        metadata: session.subscription_data?.metadata,
        status: paidWith === "card" ? "active" : "incomplete",
      });
      const methodId = nextId("pm");
      paymentMethods.set(methodId, { id: methodId, object: "payment_method", type: paidWith });
      subscription.default_payment_method = methodId;
      if (paidWith === "boleto") openBoletoInvoice(subscription);
      session.subscription = subscription.id;
      session.status = "complete";
      session.payment_status = paidWith === "card" ? "paid" : "unpaid";
      return { ...session };
    },
    /** The bank confirms the subscription's boleto: its invoice is paid (invoice.paid's object). */
    payBoleto(subscription: FakeSubscription) {
      subscription.status = "active";
      return settleInvoice(subscription.latest_invoice as string, true);
    },
    /** The boleto's due date passes unpaid: the first one ends the attempt. */
    expireBoleto(subscription: FakeSubscription) {
      subscription.status = "incomplete_expired";
      return settleInvoice(subscription.latest_invoice as string, false);
    },
    /** A renewal: Stripe issues the next boleto (invoice.payment_action_required's object). */
    renewByBoleto(subscription: FakeSubscription) {
      return { ...openBoletoInvoice(subscription) };
    },
    /** The customer finishes a one-time (Pix) session: its QR code waits to be paid. */
    completePixCheckout(sessionId: string) {
      const session = sessions.get(sessionId) as Json & { metadata?: Record<string, string> };
      const intent = waitingIntent("pix", 19188, session.metadata);
      session.payment_intent = intent.id;
      session.status = "complete";
      session.payment_status = "unpaid";
      return { ...session };
    },
    /** The Pix is paid (checkout.session.async_payment_succeeded's object), or it expires unpaid. */
    settlePix(sessionId: string, paid: boolean) {
      const session = sessions.get(sessionId) as Json;
      const intent = paymentIntents.get(session.payment_intent as string) as Json;
      intent.status = paid ? "succeeded" : "requires_payment_method";
      intent.next_action = null;
      if (paid) session.payment_status = "paid";
      return { ...session };
    },
    setPeriodEnd(subscription: FakeSubscription, periodEnd: number) {
      for (const item of subscription.items.data) item.current_period_end = periodEnd;
    },
    event(type: string, object: object) {
      return {
        id: nextId("evt"),
        object: "event",
        type,
        api_version: Stripe.API_VERSION,
        created: nowSeconds(),
        livemode: false,
        data: { object },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Posts an event to our webhook, signed with Stripe's scheme (or a wrong secret, to test refusal). */
export async function deliverWebhook(appUrl: string, event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${appUrl}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The configuration of an app server whose Stripe is this fake (webhooks signed with its secret). */
export const stripeTestEnv = (stripe: FakeStripe) => ({
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_teste_local",
  STRIPE_PRICE_MONTHLY: "price_mensal",
  STRIPE_PRICE_YEARLY: "price_anual",
  STRIPE_API_BASE: stripe.url,
});
