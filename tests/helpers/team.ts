import type { CreatedShareLink } from "../../src/shared/approval.ts";
import type { WorkspaceRole } from "../../src/shared/workspaces.ts";
import { createUser, TEST_BRAND, type TestUser } from "./factories.ts";
import { seedPlan } from "./plans.ts";
import type { TestServer } from "./test-server.ts";
import { addMember } from "./workspaces.ts";

/**
 * A team workspace made through the API by its owner (who then works in it), with two brands
 * and a plan of the first, and a way to add members of any role and brand access.
 */
export async function makeTeam(server: TestServer, name = "Agência Aurora") {
  const owner = await createUser(server, { name: "Olga Proprietária" });
  const created = await owner.client.json<{ id: string }>("/api/workspaces", { json: { name } });
  if (created.status !== 201) throw new Error(`workspace not created: ${created.status}`);
  const workspaceId = created.body.id;
  const brand = async (brandName: string) =>
    (await owner.client.json<{ id: string }>("/api/brands", { json: { ...TEST_BRAND, brandName } }))
      .body.id;
  const brandId = await brand("Cliente Um");
  const otherBrandId = await brand("Cliente Dois");
  const { plan, posts } = await seedPlan(server.db, owner.id, {
    workspaceId,
    brandId,
    title: `Plano de ${name}`,
    posts: [{}, {}],
  });
  /** A new account, member of the team with that role (and brands), working in it. */
  const join = async (
    role: WorkspaceRole,
    brandIds: string[] | null = null,
    userName = "Mara Membro",
  ): Promise<TestUser> => {
    const member = await createUser(server, { name: userName });
    await addMember(server.db, workspaceId, member.id, role, brandIds);
    return member;
  };
  return { owner, workspaceId, brandId, otherBrandId, plan, posts, join };
}

/** A team (as makeTeam) whose owner shared its plan with a client: the link and its token. */
export async function makeSharedTeam(server: TestServer) {
  const team = await makeTeam(server);
  const shared = await team.owner.client.json<CreatedShareLink>(
    `/api/plans/${team.plan.id}/shares`,
    { json: { expiresIn: "never" } },
  );
  if (shared.status !== 201) throw new Error(`plan not shared: ${shared.status}`);
  return { ...team, link: shared.body, token: shared.body.url.split("/aprovacao/")[1]! };
}

/** A team (as makeTeam) with members of these roles, named "Membro 1", "Membro 2"… in order. */
export async function makeTeamOf(server: TestServer, name: string, roles: WorkspaceRole[] = []) {
  const team = await makeTeam(server, name);
  const members: TestUser[] = [];
  for (const [index, role] of roles.entries()) {
    members.push(await team.join(role, null, `Membro ${index + 1}`));
  }
  return { ...team, id: team.workspaceId, name, members };
}
