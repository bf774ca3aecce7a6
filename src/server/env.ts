import { z } from "zod";
import { optional, quietHours, trustProxy, url } from "./env-values.ts";

/** The model when AI_MODEL is unset: a current small one (docs/decisions/066-default-model.md). */
export const DEFAULT_AI_MODEL = "gpt-4o-mini";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  APP_URL: url("e.g. https://app.example.com").optional(),
  // Set by `npm run dev` only: the Vite dev server, whose pages call the API from their origin.
  DEV_ORIGIN: url("the Vite dev server's origin, e.g. http://localhost:5173").optional(),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1, "must be at least 1").default(7),
  // When the daily backup runs, as a cron expression in UTC (03:00 in Brasília by default).
  BACKUP_SCHEDULE: z.string().trim().min(1).default("0 6 * * *"),
  DATABASE_URL: url("postgres://user:pass@host:5432/db")
    .refine((v) => /^postgres(ql)?:\/\//.test(v), "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses"))),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: url("an OpenAI-compatible base URL").default("https://api.openai.com/v1"),
  // Decision 066: strict structured outputs, at under half of gpt-3.5-turbo's price.
  AI_MODEL: z.string().trim().min(1).default(DEFAULT_AI_MODEL),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  // How the calendar's JSON is asked for: src/server/ai/structured.ts, decision 035.
  AI_STRUCTURED_OUTPUT: z.enum(["auto", "json_schema", "tools"]).default("auto"),
  // What the repeat check embeds posts with: src/server/ai/embeddings.ts, decision 066.
  AI_EMBEDDING_MODEL: z.string().trim().min(1).default("auto"),
  // How "Gerar 3 opções" asks for its options: src/server/ai/choices.ts, decision 043.
  AI_CHOICES: z.enum(["auto", "n", "calls"]).default("auto"),
  // Sized in docs/decisions/030-ai-fair-use.md.
  AI_MONTHLY_TOKENS: z.coerce
    .number()
    .int()
    .positive("must be a positive number of tokens")
    .default(3_000_000),
  AI_DAILY_TOKENS: z.coerce
    .number()
    .int()
    .positive("must be a positive number of tokens")
    .optional(),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_YEARLY: optional,
  STRIPE_API_BASE: url("the Stripe API base URL").optional(),
  SMTP_URL: url("smtp://user:pass@host:587").optional(),
  MAIL_FROM: z.string().trim().min(3).default("Conteúdo Inteligente <nao-responda@localhost>"),
  CONTACT_RECIPIENT: z.email("must be an e-mail address").optional(),
  TRUST_PROXY: trustProxy.optional(),
  ALLOW_TEST_PAYMENTS: z
    .enum(["0", "1"], "must be 1 (or 0)")
    .default("0")
    .transform((v) => v === "1"),
  // Stripe enables Pix per account: the annual plan offers it only when told so.
  STRIPE_PIX: z
    .enum(["0", "1"], "must be 1 (or 0)")
    .default("0")
    .transform((v) => v === "1"),
  // Web push (decision 061): the VAPID keys, generated and kept in DATA_DIR unless given.
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, "must be a P-256 public key, URL-safe base64 (65 bytes)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{42,44}={0,2}$/,
      "must be a P-256 private key, URL-safe base64 (32 bytes)",
    )
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z
    .enum(["0", "1"], "must be 1 (or 0)")
    .default("0")
    .transform((v) => v === "1"),
  PUSH_QUIET_HOURS: quietHours.default(() => ({ start: 22, end: 8 })),
  // Publishing to Instagram and Facebook Pages (decision 063): the Meta app, or the "Conta de
  // teste" when unset. Tests point both hosts at a local fake of the Graph API.
  META_APP_ID: optional,
  META_APP_SECRET: optional,
  META_GRAPH_URL: url("the Graph API host, e.g. https://graph.facebook.com").default(
    "https://graph.facebook.com",
  ),
  META_GRAPH_VERSION: z
    .string()
    .trim()
    .regex(/^v\d+\.\d+$/, "must be a Graph API version such as v23.0")
    .default("v23.0"),
  META_OAUTH_URL: url("the login dialog's host, e.g. https://www.facebook.com").default(
    "https://www.facebook.com",
  ),
  // Encrypts the networks' tokens at rest; derived from AUTH_SECRET when unset.
  TOKEN_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
});

type Parsed = z.infer<typeof schema>;

/** The four variables Stripe needs together: all set, or none (the local test mode). */
const STRIPE_GROUP = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_MONTHLY",
  "STRIPE_PRICE_YEARLY",
] as const;

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceYearly: string;
  /** Where the SDK sends its calls; Stripe's own API when unset (tests use a local fake). */
  apiBase?: string;
};

type StripeVariable = (typeof STRIPE_GROUP)[number] | "STRIPE_API_BASE";
/** The Meta app that publishes to Instagram and Facebook Pages. */
export type MetaConfig = {
  appId: string;
  appSecret: string;
  graphUrl: string;
  graphVersion: string;
  oauthUrl: string;
};

type MetaVariable =
  | "META_APP_ID"
  | "META_APP_SECRET"
  | "META_GRAPH_URL"
  | "META_GRAPH_VERSION"
  | "META_OAUTH_URL";
export type Env = Omit<Parsed, "APP_URL" | StripeVariable | MetaVariable> & {
  APP_URL: string;
  /** APP_URL was set: it is the app's one address. Unset, the loopback addresses all work. */
  appUrlConfigured: boolean;
  /** null: no STRIPE_* set, payments go through the local test pages. */
  stripe: StripeConfig | null;
  /** null: no META_APP_ID / META_APP_SECRET, publishing goes to the simulated "Conta de teste". */
  meta: MetaConfig | null;
};

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

function blankToUndefined(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(blankToUndefined(source));
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required when NODE_ENV=production");
  }
  if (env.NODE_ENV === "production" && env.DEV_ORIGIN) {
    problems.push("DEV_ORIGIN: only `npm run dev` sets it; never in production");
  }
  if (env.NODE_ENV === "production" && env.PUSH_ALLOW_PRIVATE_ENDPOINTS) {
    problems.push(
      "PUSH_ALLOW_PRIVATE_ENDPOINTS: only for tests and a private push service; never in production",
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
  }
  const stripeSet = STRIPE_GROUP.filter((name) => env[name]);
  if (stripeSet.length > 0) {
    for (const name of STRIPE_GROUP) {
      if (!env[name]) {
        problems.push(
          `${name}: missing; Stripe needs all four STRIPE_* variables or none (set: ${stripeSet.join(", ")})`,
        );
      }
    }
  }
  if (Boolean(env.META_APP_ID) !== Boolean(env.META_APP_SECRET)) {
    problems.push(
      "META_APP_ID, META_APP_SECRET: set both, or neither (the simulated test account)",
    );
  }
  if (env.SMTP_URL && !env.CONTACT_RECIPIENT) {
    problems.push("CONTACT_RECIPIENT: required when SMTP_URL is set");
  }
  if (problems.length > 0) throw new EnvError(problems);
  const {
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_YEARLY,
    STRIPE_API_BASE,
    META_APP_ID,
    META_APP_SECRET,
    META_GRAPH_URL,
    META_GRAPH_VERSION,
    META_OAUTH_URL,
    ...rest
  } = env;
  return {
    ...rest,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    appUrlConfigured: env.APP_URL !== undefined,
    stripe:
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_MONTHLY && STRIPE_PRICE_YEARLY
        ? {
            secretKey: STRIPE_SECRET_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            priceMonthly: STRIPE_PRICE_MONTHLY,
            priceYearly: STRIPE_PRICE_YEARLY,
            apiBase: STRIPE_API_BASE,
          }
        : null,
    meta:
      META_APP_ID && META_APP_SECRET
        ? {
            appId: META_APP_ID,
            appSecret: META_APP_SECRET,
            graphUrl: META_GRAPH_URL.replace(/\/$/, ""),
            graphVersion: META_GRAPH_VERSION,
            oauthUrl: META_OAUTH_URL.replace(/\/$/, ""),
          }
        : null,
  };
}

// The one place that reads process.env.
export function loadEnv(): Env {
  return parseEnv(process.env);
}
