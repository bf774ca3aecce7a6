import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { brands, contentHistory, plans } from "../../src/server/db/schema/index.ts";
import { createPlan } from "./factories.ts";

/**
 * A plan as a client sees it on an approval link: createPlan's, for a brand with a colour,
 * with `posts` posts (formats and hooks filled in) and a script linked to the first.
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
  const created = await createPlan(db, userId, {
    title,
    posts: Array.from({ length: posts }, (_, i) => ({
      format: i % 2 ? "Carrossel" : "Reels",
      hook: `Gancho ${i + 1}`,
      callToAction: `Chamada ${i + 1}`,
      scriptHistoryId: i === 0 ? script!.id : null,
    })),
  });
  const [plan] = await db
    .update(plans)
    .set({ brandId: brand!.id, brandName })
    .where(eq(plans.id, created.id))
    .returning();
  return { plan: plan!, posts: created.posts, brand: brand!, script: script! };
}
