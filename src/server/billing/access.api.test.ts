// Depends on the engine: the access rule's SQL fragment and its TypeScript twin are checked
// against each other on each engine's clock and comparisons (docs/decisions/004).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/helpers/test-database.ts";
import { accessStatusSql } from "../db/access-statuses.ts";
import { subscriptionPlans, subscriptions, users } from "../db/schema/index.ts";
import { grantsAccess, grantsAccessSql, hasAccessStatus, hasProAccess } from "./access.ts";

// Every status Stripe documents, and period ends well clear of the clock's edges.
const STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
];
const HOUR = 3_600_000;
const PERIOD_ENDS = {
  "no end": null,
  "ended a month ago": -720 * HOUR,
  "ended an hour ago": -HOUR,
  "ends in an hour": HOUR,
  "ends in a month": 720 * HOUR,
} as const;

/** What the rule says, written out: these two statuses, while the period has not ended. */
const expected = (status: string, end: keyof typeof PERIOD_ENDS) =>
  (status === "active" || status === "trialing") && !end.startsWith("ended");

const CASES = STATUSES.flatMap((status) =>
  (Object.keys(PERIOD_ENDS) as (keyof typeof PERIOD_ENDS)[]).map((end) => ({ status, end })),
);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(users).values({ id: "u-access", name: "Ana", email: "ana@exemplo.com.br" });
  await db.insert(subscriptionPlans).values({
    id: 1,
    slug: "pro-mensal",
    name: "Pro Mensal",
    description: "Plano de teste",
    price: 29.99,
    interval: "month",
    features: { items: [], price_id: "price_test" },
  });
  const now = Date.now();
  await db.insert(subscriptions).values(
    CASES.map(({ status, end }, i) => {
      const offset = PERIOD_ENDS[end];
      return {
        userId: "u-access",
        planId: 1,
        status,
        currentPeriodEnd: offset === null ? null : new Date(now + offset),
        stripeSubscriptionId: `sub_${i}`,
      };
    }),
  );
});
afterAll(() => database.close());

describe("the grants-access rule", () => {
  it("its SQL fragment and its TypeScript twin agree on every status and period end", async () => {
    const rows = await database.db
      .select({
        id: subscriptions.stripeSubscriptionId,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        bySql: grantsAccessSql(subscriptions),
      })
      .from(subscriptions);
    const now = new Date();
    const verdicts = Object.fromEntries(
      rows.map((row) => {
        const c = CASES[Number(row.id?.slice("sub_".length))]!;
        return [`${c.status}, ${c.end}`, { sql: row.bySql, ts: grantsAccess(row, now) }];
      }),
    );
    expect(verdicts).toEqual(
      Object.fromEntries(
        CASES.map((c) => {
          const grants = expected(c.status, c.end);
          return [`${c.status}, ${c.end}`, { sql: grants, ts: grants }];
        }),
      ),
    );
  });

  it("its status-only part agrees with its SQL twin on every status", async () => {
    const rows = await database.db
      .selectDistinct({
        status: subscriptions.status,
        bySql: accessStatusSql(subscriptions.status),
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, "u-access"));
    expect(rows).toHaveLength(STATUSES.length);
    for (const row of rows) {
      expect(row.bySql, row.status).toBe(hasAccessStatus(row.status));
      expect(row.bySql, row.status).toBe(row.status === "active" || row.status === "trialing");
    }
  });

  it("admins use the Pro tools without a subscription; other users need one that grants", () => {
    const subscription = { planId: 1 };
    expect(hasProAccess({ role: "admin", subscription: null })).toBe(true);
    expect(hasProAccess({ role: "user", subscription })).toBe(true);
    expect(hasProAccess({ role: "user", subscription: null })).toBe(false);
  });
});
