import { execFileSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import {
  INSERT_CONTENT_VERSIONS,
  LATEST_VERSION_COLUMNS,
  latestVersionSql,
  versionCountSql,
} from "../../scripts/lib/content-versions-sql.ts";
import {
  INSERT_POST_VERSIONS,
  POST_COLUMNS,
  POSTS_PER_PLAN,
  postRowSql,
} from "../../scripts/lib/plan-posts-sql.ts";
import { SESSION_COOKIE, SESSION_EXPIRES_IN } from "../../src/server/auth/auth.ts";
import type { Database } from "../../src/server/db/client.ts";
import {
  contentHistory,
  plans,
  profiles,
  sessions,
  subscriptionPlans,
  subscriptions,
  userRoles,
  users,
} from "../../src/server/db/schema/index.ts";
import type { PostArt } from "../../src/shared/art-schemas.ts";
import { benchCarousel } from "./carousel.ts";

export type SeededUser = { id: string; email: string; cookie: string };

/** better-auth's signed cookie: `token.base64(HMAC-SHA256(secret, token))`, URL-encoded. */
export function sessionCookie(token: string, secret: string) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function ensurePlan(db: Database) {
  await db
    .insert(subscriptionPlans)
    .values({
      id: 1,
      slug: "bench-pro",
      name: "Pro Mensal",
      description: "Plano do benchmark",
      price: 29.99,
      interval: "month",
      features: { items: [], price_id: "price_bench" },
    })
    .onConflictDoNothing();
}

/**
 * Users with a live session each, written straight to the database: signing hundreds of
 * users up through the API would spend the run hashing passwords.
 */
export async function seedUsers(
  db: Database,
  authSecret: string,
  count: number,
  { subscribed = true, admin = false } = {},
): Promise<SeededUser[]> {
  if (subscribed) await ensurePlan(db);
  const seeded: SeededUser[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, () => {
      const id = randomUUID();
      return { id, email: `bench-${id.slice(0, 12)}@exemplo.com.br`, token: randomUUID() };
    });
    await db
      .insert(users)
      .values(batch.map((u) => ({ id: u.id, name: "Usuária do Benchmark", email: u.email })));
    await db.insert(sessions).values(
      batch.map((u) => ({
        id: randomUUID(),
        token: u.token,
        userId: u.id,
        // As a sign-in issues it: a session that fresh does not slide on the pages' GET /api/me
        // (once a day does), which would drop its cached check each time (decision 070).
        expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN * 1000),
      })),
    );
    if (subscribed) {
      await db.insert(subscriptions).values(
        batch.map((u) => ({
          userId: u.id,
          planId: 1,
          status: "active",
          currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        })),
      );
    }
    // What sign-up's hook adds to every user.
    await db
      .insert(profiles)
      .values(batch.map((u) => ({ id: u.id, fullName: "Usuária do Benchmark" })));
    await db
      .insert(userRoles)
      .values(
        batch.map((u) => ({ userId: u.id, role: admin ? ("admin" as const) : ("user" as const) })),
      );
    for (const u of batch)
      seeded.push({ id: u.id, email: u.email, cookie: sessionCookie(u.token, authSecret) });
  }
  return seeded;
}

/**
 * `count` history items for one user, spread over the past days, and their versions, as the
 * scale seed writes them (one item in a hundred with as many as an item keeps).
 */
export async function seedHistory(db: Database, userId: string, count: number) {
  await db.execute(sql`
    insert into ${contentHistory} (user_id, content_type, title, content, created_at, version,
                                   ${sql.raw(LATEST_VERSION_COLUMNS)})
    select ${userId},
           (array['prompt','strategy','script'])[1 + i % 3],
           'Conteúdo de benchmark ' || i,
           repeat('Texto gerado para o benchmark, com acentuação e parágrafos. ', 20),
           now() - make_interval(mins => i), v,
           ${sql.raw(latestVersionSql({ userId: "u", createdAt: "now() - make_interval(mins => i)", version: "v" }))}
    from generate_series(1, ${count}) as i,
         lateral (select ${sql.raw(versionCountSql("i"))} as v, ${userId}::text as u) latest
  `);
  await db.execute(
    sql`${sql.raw(INSERT_CONTENT_VERSIONS)} where h.user_id = ${userId} on conflict do nothing`,
  );
}

/**
 * A plan of 65 posts for one user, its 13 weeks around today (six behind, seven ahead), as the
 * scale seed writes them, with their versions (the first post 100, six others a few); answers
 * its id. In the user's personal workspace unless `where` names
 * a workspace (and a brand).
 */
export async function seedPlan(
  db: Database,
  userId: string,
  where: { workspaceId?: string; brandId?: string } = {},
) {
  const [plan] = await db
    .insert(plans)
    .values({
      userId,
      ...where,
      title: "Estratégia para Aumentar vendas: Padaria Pão Quente",
      brandName: "Padaria Pão Quente",
      startDate: sql`current_date - 42`,
      endDate: sql`current_date + 48`,
      channels: ["instagram", "tiktok", "linkedin", "facebook", "whatsapp_status"],
    })
    .returning({ id: plans.id });
  const row = postRowSql({
    id: "gen_random_uuid()",
    planId: "p.id",
    workspaceId: "p.workspace_id",
    userId: "p.user_id",
    start: "p.start_date",
    i: "i",
    version: versionCountSql("i + 1"),
  });
  await db.execute(sql`
    insert into plan_posts (${sql.raw(POST_COLUMNS)})
    select ${sql.raw(row)}
    from ${plans} p, generate_series(0, ${POSTS_PER_PLAN - 1}) i
    where p.id = ${plan!.id}
  `);
  await db.execute(
    sql`${sql.raw(INSERT_POST_VERSIONS)} where p.plan_id = ${plan!.id} on conflict do nothing`,
  );
  return plan!.id;
}

/**
 * The plan's first post (the first a client's page shows) gets a 7-slide carousel: issue 43's
 * budgets hold the approval page with its slides on it.
 */
export async function giveFirstPostArt(db: Database, planId: string) {
  const art = { format: "portrait", slides: benchCarousel(0) } satisfies PostArt;
  await db.execute(sql`
    update plan_posts set art = ${JSON.stringify(art)}::jsonb
    where id = (select id from plan_posts where plan_id = ${planId} order by date, created_at, id limit 1)
  `);
}

const SCALE_SEED = fileURLToPath(new URL("../../scripts/seed-scale.ts", import.meta.url));

/**
 * `npm run seed:scale` into the PostgreSQL database at url, with `plans` plans of 65 posts per
 * user; answers how long it took, in s.
 */
export function runScaleSeed(
  url: string,
  users: number,
  content: number,
  plans: number,
  aiCalls = 0,
) {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      SCALE_SEED,
      ...["--users", String(users), "--content", String(content), "--plans", String(plans)],
      ...["--ai-calls", String(aiCalls)],
    ],
    { env: { ...process.env, DATABASE_URL: url }, stdio: ["ignore", "ignore", "inherit"] },
  );
  return (performance.now() - started) / 1000;
}
