import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribe, type TestUser } from "../../../tests/helpers/factories.ts";
import { makeTeamOf } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import type { SubscriptionStatus } from "../../shared/billing.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const statusOf = async (user: TestUser) =>
  (await user.client.json<SubscriptionStatus>("/api/billing/status")).body;
const checkout = (user: TestUser) =>
  user.client.json<{ url: string; message: string }>("/api/billing/checkout", {
    json: { planId: 1 },
  });

describe("the subscription after a transfer (decision 040)", () => {
  it("members read the status and who manages it, but only the Proprietário pays; after a transfer the payer stays and the new owner may take over", async () => {
    const team = await makeTeamOf(server, "Agência Assinante", ["editor"]);
    const [editor] = team.members as [TestUser];
    await subscribe(server.db, team.owner.id, { workspaceId: team.id });

    const seen = await statusOf(editor);
    expect(seen).toMatchObject({
      active: true,
      ownerName: "Olga Proprietária",
      subscription: { payer: { id: team.owner.id, name: "Olga Proprietária" } },
    });
    // The payer's Stripe customer is theirs to read, not the team's.
    expect(seen.subscription?.stripeCustomerId).toBeNull();
    expect((await statusOf(team.owner)).subscription?.stripeCustomerId).toBe(
      `cus_${team.owner.id.slice(0, 8)}`,
    );
    expect((await checkout(editor)).status).toBe(403);
    expect((await editor.client.request("/api/billing/portal", { method: "POST" })).status).toBe(
      403,
    );
    // The payer, still owner, cannot buy again the plan they pay.
    expect((await checkout(team.owner)).status).toBe(409);

    await team.owner.client.request("/api/workspaces/ownership-offer", {
      method: "PUT",
      json: { userId: editor.id },
    });
    await editor.client.request(`/api/workspaces/ownership-offers/${team.id}/accept`, {
      method: "POST",
    });

    // Stripe's customer is the old owner's: the workspace stays Pro on their payment.
    expect(await statusOf(editor)).toMatchObject({
      active: true,
      ownerName: "Membro 1",
      subscription: { payer: { id: team.owner.id, name: "Olga Proprietária" } },
    });
    const formerOwner = await checkout(team.owner);
    expect(formerOwner.status).toBe(403);
    // The new owner subscribes on their own customer; once paid it replaces the old one.
    const takeover = await checkout(editor);
    expect(takeover.status).toBe(200);
    expect(takeover.body.url).toMatch(/^\/pagamento-teste\/checkout\?session=/);
  });
});
