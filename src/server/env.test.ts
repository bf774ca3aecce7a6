import { describe, expect, it } from "vitest";
import { type EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("runs on embedded defaults with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_MODEL).toBe("gpt-4o-mini");
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.BACKUP_DIR).toBeUndefined();
    expect(env.BACKUP_KEEP).toBe(7);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_EMAILS: "a@b.com, nope" })).toThrow(/ADMIN_EMAILS/);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ STRIPE_PIX: "sim" })).toThrow(/STRIPE_PIX/);
  });

  it("offers Pix only when STRIPE_PIX is 1", () => {
    expect(parseEnv({}).STRIPE_PIX).toBe(false);
    expect(parseEnv({ STRIPE_PIX: "1" }).STRIPE_PIX).toBe(true);
  });

  it("refuses PUSH_ALLOW_PRIVATE_ENDPOINTS in production, reads the quiet hours, wants both VAPID keys", () => {
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        PUSH_ALLOW_PRIVATE_ENDPOINTS: "1",
      }),
    ).toThrow(/PUSH_ALLOW_PRIVATE_ENDPOINTS/);
    expect(parseEnv({}).PUSH_QUIET_HOURS).toEqual({ start: 22, end: 8 });
    expect(parseEnv({ PUSH_QUIET_HOURS: "off" }).PUSH_QUIET_HOURS).toBeNull();
    expect(() => parseEnv({ PUSH_QUIET_HOURS: "22h-8h" })).toThrow(/PUSH_QUIET_HOURS/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(/set both or neither/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
  });

  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (e) {
      return (e as EnvError).problems;
    }
    return [];
  };

  it("requires the webhook secret and prices once Stripe is configured", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_1" })).toHaveLength(3);
  });

  it("names every missing Stripe variable whichever of the four is set alone", () => {
    expect(problemsOf({ STRIPE_PRICE_YEARLY: "price_anual" })).toEqual([
      "STRIPE_SECRET_KEY: missing; Stripe needs all four STRIPE_* variables or none (set: STRIPE_PRICE_YEARLY)",
      "STRIPE_WEBHOOK_SECRET: missing; Stripe needs all four STRIPE_* variables or none (set: STRIPE_PRICE_YEARLY)",
      "STRIPE_PRICE_MONTHLY: missing; Stripe needs all four STRIPE_* variables or none (set: STRIPE_PRICE_YEARLY)",
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_MONTHLY: "p" })).toEqual([
      "STRIPE_SECRET_KEY: missing; Stripe needs all four STRIPE_* variables or none (set: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY)",
      "STRIPE_PRICE_YEARLY: missing; Stripe needs all four STRIPE_* variables or none (set: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY)",
    ]);
  });

  it("groups Stripe's four variables into one config, or null for the local test mode", () => {
    expect(parseEnv({}).stripe).toBeNull();
    expect(
      parseEnv({
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_PRICE_MONTHLY: "price_mensal",
        STRIPE_PRICE_YEARLY: "price_anual",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
      }).stripe,
    ).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      priceMonthly: "price_mensal",
      priceYearly: "price_anual",
      apiBase: "http://127.0.0.1:12111",
    });
  });

  it("takes the Meta app with both its id and secret, or none (the simulated test account)", () => {
    expect(parseEnv({}).meta).toBeNull();
    expect(() => parseEnv({ META_APP_ID: "1" })).toThrow(/META_APP_ID, META_APP_SECRET/);
    expect(() => parseEnv({ META_GRAPH_VERSION: "23" })).toThrow(/META_GRAPH_VERSION/);
    expect(
      parseEnv({ META_APP_ID: "1", META_APP_SECRET: "s", META_GRAPH_URL: "http://127.0.0.1:9/" })
        .meta,
    ).toEqual({
      appId: "1",
      appSecret: "s",
      graphUrl: "http://127.0.0.1:9",
      graphVersion: "v23.0",
      oauthUrl: "https://www.facebook.com",
    });
  });

  it("treats blank variables as unset and lower-cases admin e-mails", () => {
    const env = parseEnv({
      OPENAI_API_KEY: "",
      ADMIN_EMAILS: " Ana@Exemplo.com.br ,",
      PORT: "8080",
    });
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual(["ana@exemplo.com.br"]);
    expect(env.APP_URL).toBe("http://localhost:8080");
  });
});
