import { randomBytes } from "node:crypto";
import type { Database } from "../../src/server/db/client.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/fake-openai.ts";
import { browserOn, type ServerProcess } from "../security/server-process.ts";
import { subscribe } from "./factories.ts";
import { instances } from "./instances.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** What a page's requests carry as Origin: the spawned instances' APP_URL. */
export const INSTANCE_ORIGIN = "http://localhost:1";

/**
 * Generation instances for a test that stops one (SIGKILL, SIGTERM) and starts another: real
 * server processes on one PostgreSQL database, writing with a fake provider; `cleanup` ends the
 * processes and closes both.
 */
export function generationInstances(prefix: string) {
  const processes = instances(prefix);
  let database: TestDatabase | undefined;
  let fake: FakeOpenAI | undefined;
  return {
    /** The database and the fake (`content`: its reply when none is queued), and a spawner. */
    async start(content: string) {
      database = await createTestDatabase();
      fake = await startFakeOpenAI(() => ({ content }));
      const env = {
        DATABASE_URL: database.url!,
        AUTH_SECRET: randomBytes(32).toString("hex"),
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseUrl,
        APP_URL: INSTANCE_ORIGIN,
      };
      return { db: database.db, fake, spawn: () => processes.spawn(env) };
    },
    async cleanup() {
      processes.cleanup();
      await fake?.close();
      await database?.close();
    },
  };
}

/** A subscriber signed up on a spawned instance: their browser there and their id. */
export async function subscriberOn(db: Database, server: ServerProcess) {
  const client = browserOn(server.url, INSTANCE_ORIGIN);
  const signUp = await client.signUp({
    name: "Dona Padaria",
    email: "dona@exemplo.com.br",
    password: "segredo1",
  });
  const userId = (signUp.body.user as { id: string }).id;
  await subscribe(db, userId);
  return { client, userId };
}
