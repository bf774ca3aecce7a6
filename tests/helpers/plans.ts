import type { Database } from "../../src/server/db/client.ts";
import { contentHistory, planPosts, plans } from "../../src/server/db/schema/index.ts";
import { addDays, brazilToday } from "../../src/shared/dates.ts";
import type { StreamEvent } from "../../src/shared/generation/stream.ts";
import type { PostStatus } from "../../src/shared/plans.ts";
import type { TestUser } from "./factories.ts";
import { readEvents } from "./sse-events.ts";

/** Brazil's date `days` from today, as the plans' queries count days. */
export const dayFromToday = (days: number) => addDays(brazilToday(new Date()), days);

/** A strategy as the form sends it (generated offline without an AI provider). */
export const TEST_STRATEGY = {
  basePrompt: "Somos a Padaria Pão Quente, pães de fermentação natural em Curitiba.",
  objective: "aumentar_vendas",
  productsServices: "Pães artesanais e cafés da manhã por encomenda",
  frequency: "2-3x_semana",
  channels: ["instagram", "facebook"],
  tone: "profissional",
};

/** A script's form, filled. */
export const TEST_SCRIPT = {
  basePrompt: "Somos a Padaria Aurora, pães de fermentação natural.",
  format: "video",
  targetAudience: "Vizinhos do bairro",
  duration: "30 segundos",
  finalGoal: "Encomendas pelo WhatsApp",
};

/** A caption's form, filled. */
export const TEST_CAPTION = {
  basePrompt: "Você escreve para a Padaria Trigo Bom.",
  channel: "instagram",
  format: "Reels",
  theme: "Pão de fermentação natural",
  hook: "Você sabe quanto tempo leva um pão de verdade?",
  callToAction: "Encomende pelo link da bio",
};

/** Runs one generation to its end and answers its last event, which must be `done`. */
export async function generateDone(user: TestUser, tool: string, json: unknown) {
  const response = await user.client.request(`/api/generate/${tool}`, { json });
  if (response.status !== 200) {
    throw new Error(`generation refused: ${response.status} ${await response.text()}`);
  }
  const events = await readEvents(response);
  const done = events.at(-1);
  if (done?.type !== "done") throw new Error(`generation failed: ${JSON.stringify(done)}`);
  return { done, events } as {
    done: Extract<StreamEvent, { type: "done" }>;
    events: StreamEvent[];
  };
}

type SeedPost = Partial<typeof planPosts.$inferInsert> & { status?: PostStatus };

/** A plan straight in the database, with its posts (each a dated "Ideia" on Instagram). */
export async function seedPlan(
  db: Database,
  userId: string,
  {
    title = "Plano de teste",
    posts = [],
    ...rest
  }: Partial<typeof plans.$inferInsert> & { posts?: SeedPost[] } = {},
) {
  const [plan] = await db
    .insert(plans)
    .values({
      userId,
      title,
      startDate: dayFromToday(-7),
      endDate: dayFromToday(83),
      channels: ["instagram"],
      ...rest,
    })
    .returning();
  if (!plan) throw new Error("plan insert returned no row");
  const rows = posts.length
    ? await db
        .insert(planPosts)
        .values(
          posts.map((post, i) => ({
            date: dayFromToday(i),
            channel: "instagram" as const,
            format: "Reels",
            theme: `Tema ${i + 1}`,
            ...post,
            planId: plan.id,
            userId,
            // Each post's row is its version 1, as every writer of posts leaves it (decisions 042
            // and 060), by the seed's author.
            versionBy: userId,
            versionMade: "generated" as const,
          })),
        )
        .returning()
    : [];
  return { plan, posts: rows };
}

/** A strategy of the history as older versions saved it: with or without its calendar. */
export async function seedStrategy(db: Database, userId: string, metadata: unknown) {
  const [item] = await db
    .insert(contentHistory)
    .values({
      userId,
      contentType: "strategy",
      title: "Estratégia de Marketing - Aumentar vendas",
      content: "# Estratégia",
      metadata: metadata as Record<string, unknown> | null,
    })
    .returning({ id: contentHistory.id });
  if (!item) throw new Error("history insert returned no row");
  return item.id;
}
