import { describe, expect, it } from "vitest";
import {
  createUser,
  makeAdmin,
  spendAiTokens,
  subscribe,
  type TestUser,
} from "../../../tests/helpers/factories.ts";
import {
  subscriber as newSubscriber,
  setupGenerationServer,
} from "../../../tests/helpers/generation-server.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { addMember, personalWorkspaceOf } from "../../../tests/helpers/workspaces.ts";
import { type AiUsage, workspaceDailyShareMessage } from "../../shared/ai-usage.ts";
import { brazilToday } from "../../shared/dates.ts";

// Sized so that the three tests' generations (about 1,000 estimated tokens each, the prompts'
// style block included) never reach the instance's ceiling on their own.
const DAILY = 20_000;
/** A tenth of the day (WORKSPACE_DAILY_SHARE). */
const SHARE = 2_000;

const app = setupGenerationServer({ ai: true, env: { AI_DAILY_TOKENS: String(DAILY) } });

const script = {
  basePrompt: "Somos a Floricultura Ipê, flores do campo para casamentos.",
  format: "stories",
  objective: "promover",
  targetAudience: "Noivas",
  duration: "5 stories",
  tone: "persuasivo",
  finalGoal: "Agendar uma visita",
};

const ask = (user: TestUser) => user.client.request("/api/generate/script", { json: script });

async function generates(user: TestUser) {
  app.fake.enqueue({ content: "Roteiro." });
  const response = await ask(user);
  expect(response.status).toBe(200);
  expect((await readEvents(response)).at(-1)?.type).toBe("done");
}

const subscriber = () => newSubscriber(app.server);

const tomorrow = () => brazilToday(new Date(Date.now() + 86_400_000));

describe("each workspace's share of the instance's day", () => {
  it("one workspace inside its month cannot empty AI_DAILY_TOKENS: past a tenth of it, it waits for midnight and the others go on", async () => {
    const heavy = await subscriber();
    await generates(heavy);
    await spendAiTokens(app.server.db, heavy.id, SHARE);
    app.fake.reset();

    const refused = await ask(heavy);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      code: "AI_LIMIT_REACHED",
      message: workspaceDailyShareMessage(tomorrow()),
    });
    expect(app.fake.requests).toEqual([]);
    const meter = await heavy.client.json<AiUsage>("/api/ai-usage");
    expect(meter.body.refusal).toBe(workspaceDailyShareMessage(tomorrow()));

    // The day is far from spent: every other workspace still generates.
    await generates(await subscriber());
  });

  it("a team's members share their workspace's part, and a member's personal workspace has its own", async () => {
    const owner = await createUser(app.server);
    const team = (
      await owner.client.json<{ id: string }>("/api/workspaces", { json: { name: "Agência" } })
    ).body.id;
    await subscribe(app.server.db, owner.id, { workspaceId: team });
    const member = await createUser(app.server);
    await addMember(app.server.db, team, member.id, "editor");
    await spendAiTokens(app.server.db, owner.id, SHARE, team);

    const refused = await ask(member);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      workspaceDailyShareMessage(tomorrow()),
    );
    await subscribe(app.server.db, member.id);
    await member.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: await personalWorkspaceOf(app.server.db, member.id) },
    });
    await generates(member);
  });

  it("the platform's admin is not held to a share, only to the day's ceiling", async () => {
    const admin = await createUser(app.server);
    await makeAdmin(app.server.db, admin.id);
    await spendAiTokens(app.server.db, admin.id, SHARE * 2);
    await generates(admin);
  });
});
