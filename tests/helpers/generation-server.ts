import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/fake-openai.ts";
import { createUser, subscribe } from "./factories.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * One test file's server: started before its tests and closed after them. With `ai`, wired
 * to the fake OpenAI, whose queue and records are forgotten before each test; without it,
 * the offline composer writes.
 */
export function setupGenerationServer({ ai = false, env = {} as Record<string, string> } = {}) {
  const app = {} as { server: TestServer; fake: FakeOpenAI };
  beforeAll(async () => {
    if (ai) app.fake = await startFakeOpenAI();
    app.server = await startTestServer(
      ai
        ? {
            OPENAI_API_KEY: "sk-test",
            OPENAI_BASE_URL: app.fake.baseUrl,
            AI_MODEL: "modelo-teste",
            ...env,
          }
        : env,
    );
  });
  afterAll(async () => {
    await app.server?.close();
    await app.fake?.close();
  });
  if (ai) beforeEach(() => app.fake.reset());
  return app;
}

/** A new user with an active subscription: past the tools' first guard. */
export async function subscriber(server: TestServer) {
  const user = await createUser(server);
  await subscribe(server.db, user.id);
  return user;
}
