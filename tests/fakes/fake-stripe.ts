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

/**
 * A local stand-in for the parts of Stripe's API the billing module uses: customers,
 * Checkout and billing-portal sessions, and subscriptions (retrieve, list, cancel).
 */
export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
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
    if (method === "GET" && path === "/v1/subscriptions") {
      const data = [...subscriptions.values()].filter((s) => s.customer === query.get("customer"));
      return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = match ? subscriptions.get(match[1] as string) : undefined;
    if (match && !subscription) return missing();
    if (subscription && method === "GET") return [200, subscription];
    if (subscription && method === "DELETE") {
      subscription.status = "canceled";
      return [200, subscription];
    }
    return missing();
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
    /** The customer pays a Checkout session: its subscription now exists; returns the session. */
    completeCheckout(sessionId: string) {
      const session = sessions.get(sessionId) as Json & {
        customer: string;
        line_items: Record<string, { price: string }>;
        subscription_data?: { metadata?: Record<string, string> };
      };
      const subscription = fake.createSubscription({
        customer: session.customer,
        price: session.line_items["0"]?.price ?? "",
        metadata: session.subscription_data?.metadata,
      });
      session.subscription = subscription.id;
      session.status = "complete";
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
