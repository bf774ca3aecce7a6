// DATABASE_URL=postgres://... npm run seed:scale [-- --users 100000 --content 1000000]
// Fills a PostgreSQL database with synthetic users (profiles, roles, some subscriptions, three
// brands each) and generated content, in SQL (generate_series), to measure at scale.
// Re-running adds nothing twice: seeded rows have fixed ids and e-mails.
import { parseArgs } from "node:util";
import pg from "pg";
import { openPostgres } from "../src/server/db/client.ts";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "100000" },
    content: { type: "string", default: "1000000" },
  },
});
const userCount = Number(values.users);
const contentCount = Number(values.content);
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
    `insert into user_content_history (id, user_id, content_type, title, content, created_at)
     select md5('seed-content-' || g)::uuid, ${seedId(`(1 + g % $3::int)`)},
            (array['prompt','strategy','script'])[1 + g % 3],
            (array['Prompt para Marca ','Estratégia para Aumentar vendas: ','Roteiro de Vídeo: '])
              [1 + g % 3] || g,
            repeat('Conteúdo gerado de demonstração número ' || g || '. ', 8),
            now() - (g * interval '30 seconds')
     from generate_series($1::int, $2::int) g
     on conflict do nothing`,
    [start, end, userCount],
  );
}
await step("vacuum analyze", "vacuum analyze");
await client.end();
