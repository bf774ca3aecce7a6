// Depends on the engine: two instances share one PGlite in-process but two PostgreSQL pools, whose
// caches meet only through the change feed.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_PASSWORD } from "../../../tests/helpers/factories.ts";
import { seedPlan } from "../../../tests/helpers/plans.ts";
import { addMember, personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import {
  type Instance,
  type InstanceClient,
  startTwoInstances,
} from "../../../tests/security/two-instances.ts";
import type { HistoryPage } from "../../shared/generation/history.ts";
import { contentHistory, workspaceMembers } from "../db/schema/index.ts";

let pair: Awaited<ReturnType<typeof startTwoInstances>>;
let a: Instance;
let b: Instance;
beforeAll(async () => {
  pair = await startTwoInstances();
  ({ a, b } = pair);
});
afterAll(() => pair.close());

let counter = 0;
async function signUp(on: Instance, name: string) {
  const client = on.client();
  const email = `equipe-${++counter}-${Date.now()}@exemplo.com.br`;
  const { status, body } = await client.signUp({ name, email, password: TEST_PASSWORD });
  expect(status).toBe(200);
  return { client, id: (body.user as { id: string }).id };
}

const historyTotal = async (client: InstanceClient) => {
  const { status, body } = await client.json<HistoryPage>("/api/history");
  expect(status).toBe(200);
  return body.total;
};

describe("two app instances on one database", () => {
  it("a member removed through one instance reaches nothing of the workspace on the other at once, though it had it cached", async () => {
    const owner = await signUp(a, "Olívia Dona");
    const workspaceId = await personalWorkspaceOf(pair.db, owner.id);
    const brand = await owner.client.json<{ id: string }>("/api/brands", {
      json: { ...TEST_BRAND, brandName: "Marca da Equipe" },
    });
    await pair.db.insert(contentHistory).values({
      workspaceId,
      userId: owner.id,
      contentType: "prompt",
      title: "Prompt da equipe",
      content: "Texto",
      brandId: brand.body.id,
    });
    const { plan } = await seedPlan(pair.db, owner.id, { posts: [{}] });
    const member = await signUp(a, "Mário Membro");
    await addMember(pair.db, workspaceId, member.id, "editor");
    const onB = member.client.on(b);
    // Warm B's caches: the session check, the history page and the plan page.
    for (let i = 0; i < 2; i++) {
      expect(await historyTotal(onB)).toBe(1);
      expect((await onB.request(`/api/plans/${plan.id}`)).status).toBe(200);
    }
    await a.deps.db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, member.id)),
      );
    expect(await historyTotal(onB)).toBe(0);
    expect((await onB.request(`/api/plans/${plan.id}`)).status).toBe(404);
    expect((await onB.request(`/api/brands/${brand.body.id}`)).status).toBe(404);
    expect(await historyTotal(owner.client.on(b))).toBe(1);
  });
});
