import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import {
  brands,
  contentHistory,
  profiles,
  subscriptions,
  workspaceMembers,
  workspaces,
} from "../../src/server/db/schema/index.ts";
import type { WorkspaceRole } from "../../src/shared/workspaces.ts";
import { type SeededUser, seedPlan, seedUsers } from "./seed.ts";

export const TEAM_BRANDS = 50;

/**
 * The members of the bench's team, one of each role and an Editor and a Leitor limited to half
 * the brands (their reads carry the brand filter, the costliest form of the check).
 */
const MEMBERS: { role: WorkspaceRole; limited: boolean }[] = [
  { role: "owner", limited: false },
  { role: "admin", limited: false },
  { role: "editor", limited: false },
  { role: "editor", limited: true },
  { role: "reader", limited: true },
];

export type TeamMember = SeededUser & {
  role: WorkspaceRole;
  /** The plan of one of the brands the member sees. */
  planId: string;
};

/**
 * An agency's workspace: 5 members working in it, 50 brands, `historyItems` history items spread
 * over the brands and one 65-post plan per brand; its Pro is the owner's subscription.
 */
export async function seedTeam(db: Database, authSecret: string, historyItems: number) {
  // Each also has Pro in their personal workspace; the team's is the owner's subscription below.
  const people = await seedUsers(db, authSecret, MEMBERS.length);
  const owner = people[0]!;
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: "Agência do Benchmark" })
    .returning({ id: workspaces.id });
  const workspaceId = workspace!.id;
  const brandRows = await db
    .insert(brands)
    .values(
      Array.from({ length: TEAM_BRANDS }, (_, i) => ({
        workspaceId,
        userId: owner.id,
        name: `Cliente ${i + 1}`,
        description: "Marca de um cliente da agência",
        location: "São Paulo, SP",
        problemSolution: "Conteúdo toda semana",
        brandValues: "Constância",
      })),
    )
    .returning({ id: brands.id });
  const brandIds = brandRows.map((b) => b.id);
  const half = brandIds.slice(0, TEAM_BRANDS / 2);
  await db.insert(workspaceMembers).values(
    MEMBERS.map(({ role, limited }, i) => ({
      workspaceId,
      userId: people[i]!.id,
      role,
      brandIds: limited ? half : null,
    })),
  );
  await db
    .update(profiles)
    .set({ currentWorkspaceId: workspaceId })
    .where(
      inArray(
        profiles.id,
        people.map((p) => p.id),
      ),
    );
  await db.insert(subscriptions).values({
    userId: owner.id,
    workspaceId,
    planId: 1,
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  await db.execute(sql`
    insert into ${contentHistory}
      (workspace_id, user_id, brand_id, brand_name, content_type, title, content, created_at)
    select ${workspaceId}::uuid, ${owner.id}, b.id, b.name,
           (array['prompt','strategy','script'])[1 + i % 3],
           'Conteúdo de benchmark ' || i,
           repeat('Texto gerado para o benchmark, com acentuação e parágrafos. ', 20),
           now() - make_interval(mins => i)
    from generate_series(1, ${historyItems}) as i
    join (select id, name, row_number() over (order by id) - 1 as n from ${brands}
          where workspace_id = ${workspaceId}::uuid) b on b.n = i % ${TEAM_BRANDS}
  `);
  const plans: string[] = [];
  for (const brandId of brandIds) {
    plans.push(await seedPlan(db, owner.id, { workspaceId, brandId }));
  }
  // Every member reads a plan of a brand they see: the limited ones, of the first half.
  const members: TeamMember[] = MEMBERS.map(({ role }, i) => ({
    ...people[i]!,
    role,
    planId: plans[i]!,
  }));
  return { workspaceId, members };
}
