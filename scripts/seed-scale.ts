// DATABASE_URL=postgres://... npm run seed:scale [-- --users 100000 --content 1000000 --plans 2
//   --ai-calls 0]
// Fills a PostgreSQL database with synthetic users (profiles, roles, some subscriptions, three
// brands and `--plans` plans of 65 posts each, each post its version 1, its row: decision 060),
// generated content and its versions, and
// `--ai-calls` metered AI calls of the last 30 days (with their monthly and daily totals), in
// SQL (generate_series), to measure at scale.
// Re-running adds nothing twice: seeded rows have fixed ids and e-mails.
import { parseArgs } from "node:util";
import pg from "pg";
import { openPostgres } from "../src/server/db/client.ts";
import {
  INSERT_CONTENT_VERSIONS,
  LATEST_VERSION_COLUMNS,
  latestVersionSql,
  versionCountSql,
} from "./lib/content-versions-sql.ts";
import { POST_COLUMNS, POSTS_PER_PLAN, postRowSql } from "./lib/plan-posts-sql.ts";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "100000" },
    content: { type: "string", default: "1000000" },
    plans: { type: "string", default: "2" },
    "ai-calls": { type: "string", default: "0" },
  },
});
const aiCallCount = Number(values["ai-calls"]);
const userCount = Number(values.users);
const contentCount = Number(values.content);
const plansPerUser = Number(values.plans);
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error("Set DATABASE_URL to a PostgreSQL database (the seed never touches PGlite).");
  process.exit(2);
}

// Migrate first, through the app's own code path.
await (await openPostgres(url, 1)).close();

const client = new pg.Client(url);
await client.connect();

async function step(label: string, text: string, params: unknown[] = []) {
  const started = performance.now();
  const result = await client.query(text, params);
  console.log(
    `${label}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - started)} ms`,
  );
}

// A seeded user's id is derived from its number, so content can point at it without a join.
const seedId = (n: string) => `md5('seed-user-' || ${n})::uuid::text`;
const name = (n: string) => `
  (array['Ana','Bruno','Carla','Diego','Eduarda','Felipe','Gabriela','Henrique','Isabela','João',
         'Larissa','Marcos','Natália','Otávio','Paula','Rafael','Sofia','Thiago','Vanessa','Yuri'])
    [1 + ${n} % 20] || ' ' ||
  (array['Silva','Santos','Oliveira','Souza','Lima','Pereira','Costa','Rodrigues','Almeida',
         'Nascimento','Carvalho','Araújo','Ribeiro','Gomes','Martins','Rocha','Barbosa','Melo',
         'Cardoso','Teixeira'])[1 + (${n} / 20) % 20] || ' ' || ${n}`;

await step(
  "plans",
  `insert into subscription_plans (id, slug, name, description, price, interval, features)
   values (1, 'pro-mensal', 'Pro Mensal', 'Acesso completo com pagamento mensal', 29.99, 'month',
           '{"items": [], "price_id": ""}'),
          (2, 'pro-anual', 'Pro Anual', 'Economia de 20% no pagamento anual', 191.88, 'year',
           '{"items": [], "price_id": ""}')
   on conflict do nothing`,
);
await step(
  "users",
  `insert into users (id, name, email, email_verified, created_at, updated_at)
   select ${seedId("g")}, ${name("g")}, 'seed-' || g || '@exemplo.com.br', true,
          now() - (g * interval '5 minutes'), now()
   from generate_series(1, $1::int) g
   on conflict do nothing`,
  [userCount],
);
// About 1% banned and 1% locked, with their dates and reasons.
await step(
  "profiles",
  `insert into profiles (id, full_name, is_banned, banned_at, banned_reason,
                         is_locked, locked_at, locked_reason, created_at)
   select ${seedId("g")}, ${name("g")},
          g % 97 = 0, case when g % 97 = 0 then now() end,
          case when g % 97 = 0 then 'Envio de spam' end,
          g % 89 = 0, case when g % 89 = 0 then now() end,
          case when g % 89 = 0 then 'Pagamento contestado' end,
          now() - (g * interval '5 minutes')
   from generate_series(1, $1::int) g
   on conflict do nothing`,
  [userCount],
);
await step(
  "roles",
  `insert into user_roles (user_id, role)
   select ${seedId("g")}, (case when g % 5000 = 0 then 'admin' else 'user' end)::app_role
   from generate_series(1, $1::int) g
   on conflict do nothing`,
  [userCount],
);
// One user in ten has a subscription; one in five of those has cancelled it.
await step(
  "subscriptions",
  `insert into subscriptions (id, user_id, plan_id, status, current_period_end, stripe_customer_id)
   select md5('seed-sub-' || g)::uuid, ${seedId("g")}, 1 + g % 2,
          case when g % 50 = 0 then 'canceled' else 'active' end,
          now() + ((g % 300) - 20) * interval '1 day', 'cus_seed_' || g
   from generate_series(10, $1::int, 10) g
   on conflict do nothing`,
  [userCount],
);
// Three brands per user (agencies keep more, most owners one): the tools' brand lookups.
await step(
  "brands",
  `insert into brands (id, user_id, name, description, location, problem_solution, brand_values,
                       base_prompt, created_at, updated_at, last_used_at)
   select md5('seed-brand-' || g || '-' || b)::uuid, ${seedId("g")}, 'Marca ' || g || '-' || b,
          'Descrição da marca', 'São Paulo, SP', 'Um problema resolvido', 'Qualidade',
          repeat('Prompt Mãe da marca ' || g || '-' || b || '. ', 20),
          now() - (g * interval '5 minutes'), now() - (b * interval '1 day'),
          now() - ((g % 7) * interval '1 day' + b * interval '1 hour')
   from generate_series(1, $1::int) g, generate_series(1, 3) b
   on conflict do nothing`,
  [userCount],
);
const batch = 250_000;
for (let start = 1; start <= contentCount; start += batch) {
  const end = Math.min(start + batch - 1, contentCount);
  await step(
    `content ${start}-${end}`,
    `insert into user_content_history (id, user_id, content_type, title, content, created_at,
                                       version, ${LATEST_VERSION_COLUMNS})
     select md5('seed-content-' || g)::uuid, u,
            (array['prompt','strategy','script'])[1 + g % 3],
            (array['Prompt para Marca ','Estratégia para Aumentar vendas: ','Roteiro de Vídeo: '])
              [1 + g % 3] || g,
            repeat('Conteúdo gerado de demonstração número ' || g || '. ', 8),
            now() - (g * interval '30 seconds'), v,
            ${latestVersionSql({ userId: "u", createdAt: "now() - (g * interval '30 seconds')", version: "v" })}
     from generate_series($1::int, $2::int) g,
          lateral (select ${versionCountSql("g")} as v, ${seedId(`(1 + g % $3::int)`)} as u) latest
     on conflict do nothing`,
    [start, end, userCount],
  );
}
await bulkLoad("content_versions", [], () =>
  step("content versions", `${INSERT_CONTENT_VERSIONS} on conflict do nothing`),
);
await seedPlans();
await seedAiCalls();
await step("vacuum analyze", "vacuum analyze");
await client.end();

/**
 * Loads millions of rows into `table` as PostgreSQL's manual advises for bulk loads: in one
 * transaction, without the table's secondary indexes and foreign keys, rebuilt from their own
 * definitions afterwards (a sorted build and one join per key, instead of a lookup for every
 * row), and without `triggers`. Unique keys stay, so re-running adds nothing twice: the
 * primary key too, unless a unique key of the table's own does that (versions by number).
 */
async function bulkLoad(table: string, triggers: string[], load: () => Promise<unknown>) {
  await client.query("begin");
  await client.query("set local maintenance_work_mem = '512MB'");
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = $1
       and not exists (select from pg_constraint where conindid = format('%I', indexname)::regclass)`,
    [table],
  );
  const { rows: keys } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and (contype = 'f' or contype = 'p' and exists
       (select from pg_constraint u where u.conrelid = $1::regclass and u.contype = 'u'))
     order by contype = 'f'`,
    [table],
  );
  for (const k of keys) await client.query(`alter table ${table} drop constraint "${k.name}"`);
  for (const i of indexes) await client.query(`drop index "${i.name}"`);
  for (const t of triggers) await client.query(`alter table ${table} disable trigger ${t}`);
  await load();
  for (const i of indexes) await step(`index ${i.name}`, i.definition);
  for (const k of keys) {
    await step(`key ${k.name}`, `alter table ${table} add constraint "${k.name}" ${k.definition}`);
  }
  for (const t of triggers) await client.query(`alter table ${table} enable trigger ${t}`);
  await client.query("commit");
}

/**
 * `plansPerUser` plans of 65 posts for every user, each plan's 13 weeks around today (so every
 * user has posts in the next days, as "Próximas publicações" reads them), their millions of
 * posts loaded in bulk.
 */
async function seedPlans() {
  if (plansPerUser < 1) return;
  // User g's plan p, as expressions of g and p: the posts recompute what the plans row holds.
  // Shaped as a version 4 UUID, as gen_random_uuid() makes them: the API refuses other ids.
  const planId =
    "overlay(overlay(md5('seed-plan-' || g || '-' || p) placing '4' from 13) placing '8' from 17)::uuid";
  const start = "current_date - ((g * 7 + p * 31) % 91)";
  await step(
    "content plans",
    `insert into plans (id, user_id, title, brand_id, brand_name, start_date, end_date, channels,
                        created_at, updated_at)
     select ${planId}, ${seedId("g")}, 'Plano ' || p || ' da Marca ' || g || '-' || p,
            md5('seed-brand-' || g || '-' || (1 + (p - 1) % 3))::uuid,
            'Marca ' || g || '-' || (1 + (p - 1) % 3), ${start}, ${start} + 90,
            '["instagram","tiktok","linkedin","facebook","whatsapp_status"]',
            now() - (g * interval '5 minutes'), now() - (p * interval '1 hour')
     from generate_series(1, $1::int) g, generate_series(1, $2::int) p
     on conflict do nothing`,
    [userCount, plansPerUser],
  );
  // Inserted posts touch their plan (migration 0007): the plans above already carry the
  // updated_at they should, and millions of posts need no transition table. Each post names
  // its plan's workspace itself (migration 0011's trigger would look it up row by row).
  await bulkLoad("plan_posts", ["plan_posts_inserted", "plan_posts_workspace"], async () => {
    const batch = 10_000;
    for (let first = 1; first <= userCount; first += batch) {
      const last = Math.min(first + batch - 1, userCount);
      // Each plan's expressions once (md5 is most of the cost; `offset 0` keeps the planner
      // from folding them back into every post's row), then its 65 posts; post ids follow the
      // post's number, so the primary key grows at its end.
      await step(
        `plan posts of users ${first}-${last}`,
        `insert into plan_posts (${POST_COLUMNS})
         select ${postRowSql({
           id: `('5eed0000-0000-4000-8000-' || lpad(to_hex(plan.n * ${POSTS_PER_PLAN} + i), 12, '0'))::uuid`,
           planId: "plan.id",
           workspaceId: "plan.workspace_id",
           userId: "plan.user_id",
           start: "plan.start_date",
           i: "i",
           version: "1",
         })}
         from (select (g - 1) * $3::int + p - 1 as n, ${planId} as id, ${seedId("g")} as user_id,
                      w.id as workspace_id, ${start} as start_date
               from generate_series($1::int, $2::int) g
               join workspaces w on w.personal_of = ${seedId("g")},
               generate_series(1, $3::int) p
               offset 0) plan,
              generate_series(0, ${POSTS_PER_PLAN - 1}) i
         on conflict do nothing`,
        [first, last, plansPerUser],
      );
    }
  });
}

/**
 * AI calls of the last 30 days by a fifth of the users (about 50 each at 1M calls and 100k
 * users, each in their personal workspace), then the monthly and daily totals the meter keeps
 * beside them, summed from the calls.
 */
async function seedAiCalls() {
  if (aiCallCount === 0) return;
  const active = Math.max(1, Math.floor(userCount / 5));
  for (let start = 1; start <= aiCallCount; start += batch) {
    const end = Math.min(start + batch - 1, aiCallCount);
    await step(
      `ai calls ${start}-${end}`,
      `insert into ai_calls (id, user_id, account_id, tool, model, prompt_tokens,
                             completion_tokens, estimated, created_at)
       select md5('seed-ai-call-' || g)::uuid, ${seedId("a")},
              (select id from workspaces where personal_of = ${seedId("a")}),
              (array['prompt','strategy','script','edit'])[1 + g % 4], 'gpt-3.5-turbo',
              300 + g % 900, 200 + g % 700, false,
              now() - (g % 43200) * interval '1 minute'
       from generate_series($1::int, $2::int) g,
            lateral (select 1 + (g::bigint * 7919) % $3::int as a) account
       on conflict do nothing`,
      [start, end, active],
    );
  }
  const brazil = "created_at at time zone 'America/Sao_Paulo'";
  await step(
    "ai usage months",
    `insert into ai_usage_months (account_id, month, prompt_tokens, completion_tokens, tokens, calls)
     select account_id, date_trunc('month', ${brazil})::date, sum(prompt_tokens),
            sum(completion_tokens), sum(prompt_tokens + completion_tokens), count(*)
     from ai_calls group by 1, 2
     on conflict (account_id, month) do update set prompt_tokens = excluded.prompt_tokens,
       completion_tokens = excluded.completion_tokens, tokens = excluded.tokens,
       calls = excluded.calls`,
  );
  await step(
    "ai usage days",
    `insert into ai_usage_days (day, prompt_tokens, completion_tokens, tokens, calls)
     select (${brazil})::date, sum(prompt_tokens), sum(completion_tokens),
            sum(prompt_tokens + completion_tokens), count(*)
     from ai_calls group by 1
     on conflict (day) do update set prompt_tokens = excluded.prompt_tokens,
       completion_tokens = excluded.completion_tokens, tokens = excluded.tokens,
       calls = excluded.calls`,
  );
}
