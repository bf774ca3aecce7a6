import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { makeTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type FeedLinks = { url: string };

async function publish(user: TestUser, planId: string) {
  const answer = await user.client.json<FeedLinks>(`/api/plans/${planId}/feed`, { method: "POST" });
  expect(answer.status).toBe(201);
  return answer.body.url;
}

/** A calendar app's poll: no cookie. */
const poll = async (url: string) => (await fetch(url)).status;

describe("each member's own calendar feed of a team's plan", () => {
  it("gives every member who may read the plan a URL of their own, a Leitor included", async () => {
    const team = await makeTeam(server);
    const reader = await team.join("reader", [team.brandId]);
    const mine = await publish(team.owner, team.plan.id);
    const theirs = await publish(reader, team.plan.id);
    expect(theirs).not.toBe(mine);
    expect([await poll(mine), await poll(theirs)]).toEqual([200, 200]);
    // Each sees and revokes only their own.
    expect((await reader.client.json(`/api/plans/${team.plan.id}/feed`)).body).toMatchObject({
      active: true,
    });
    const revoked = await reader.client.request(`/api/plans/${team.plan.id}/feed`, {
      method: "DELETE",
    });
    expect(revoked.status).toBe(204);
    expect([await poll(mine), await poll(theirs)]).toEqual([200, 404]);
    expect((await team.owner.client.json(`/api/plans/${team.plan.id}/feed`)).body).toMatchObject({
      active: true,
    });
  });

  it("revokes a removed member's feed on its next fetch, and only theirs", async () => {
    const team = await makeTeam(server);
    const editor = await team.join("editor");
    const kept = await publish(team.owner, team.plan.id);
    const theirs = await publish(editor, team.plan.id);
    const removed = await team.owner.client.request(`/api/workspaces/members/${editor.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    expect(await poll(theirs)).toBe(404);
    expect(await poll(kept)).toBe(200);
  });

  it("answers 404 to the feed of a member limited away from the plan's brand", async () => {
    const team = await makeTeam(server);
    const editor = await team.join("editor");
    const theirs = await publish(editor, team.plan.id);
    const limited = await team.owner.client.json(`/api/workspaces/members/${editor.id}`, {
      method: "PATCH",
      json: { brandIds: [team.otherBrandId] },
    });
    expect(limited.status).toBe(200);
    expect(await poll(theirs)).toBe(404);
    // Limited to the plan's brand again, the same URL answers (the row was never theirs to lose).
    await team.owner.client.json(`/api/workspaces/members/${editor.id}`, {
      method: "PATCH",
      json: { brandIds: [team.brandId] },
    });
    expect(await poll(theirs)).toBe(200);
  });
});
