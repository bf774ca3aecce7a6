import type { Database } from "../../src/server/db/client.ts";
import { brands, contentHistory, planPosts, plans } from "../../src/server/db/schema/index.ts";

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * A plan straight in the database (the plans API is not what these tests are about): a brand
 * with its colour, `posts` posts one every other day from tomorrow, the first with a script.
 */
export async function seedPlan(
  db: Database,
  userId: string,
  { posts = 3, brandName = "Café Aroma", title = "Plano Café Aroma" } = {},
) {
  const [brand] = await db
    .insert(brands)
    .values({
      userId,
      name: brandName,
      description: "Cafeteria artesanal",
      location: "Belo Horizonte, MG",
      problemSolution: "Café especial perto de casa",
      brandValues: "Qualidade e acolhimento",
      color: "#a0522d",
    })
    .returning();
  const [script] = await db
    .insert(contentHistory)
    .values({
      userId,
      contentType: "script",
      title: "Roteiro do primeiro post",
      content: "Cena 1: o barista mói os grãos.",
    })
    .returning();
  const [plan] = await db
    .insert(plans)
    .values({
      userId,
      title,
      brandId: brand!.id,
      brandName,
      startDate: isoDay(1),
      endDate: isoDay(91),
      channels: ["Instagram"],
    })
    .returning();
  const rows = await db
    .insert(planPosts)
    .values(
      Array.from({ length: posts }, (_, i) => ({
        planId: plan!.id,
        userId,
        date: isoDay(1 + 2 * i),
        channel: "Instagram",
        format: i % 2 ? "Carrossel" : "Reels",
        theme: `Tema ${i + 1}`,
        hook: `Gancho ${i + 1}`,
        callToAction: `Chamada ${i + 1}`,
        scriptHistoryId: i === 0 ? script!.id : null,
      })),
    )
    .returning();
  return { plan: plan!, posts: rows, brand: brand!, script: script! };
}
