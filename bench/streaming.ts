import { randomBytes } from "node:crypto";
import { openPostgres } from "../src/server/db/client.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { directFirstChunk, generatePrompt } from "./lib/generation.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { seedUsers } from "./lib/seed.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { median, percentile, round } from "./lib/stats.ts";

const AREA = "streaming";
const FIRST_TOKEN_MS = 200;
const REPLY = "A Padaria Pão Quente é uma padaria artesanal de bairro. ".repeat(10);

/** What a signed-in page asks first as it opens: who is signed in. */
async function openPage(baseUrl: string, cookie: string) {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/me answered ${response.status}`);
  await response.arrayBuffer();
}

export const streamingArea: Area = {
  name: "streaming",
  describe: `time to first token through our server vs straight from the provider (${FIRST_TOKEN_MS} ms first token)`,
  async run({ quick, log }) {
    const samples = quick ? 8 : 40;
    const fake = await startFakeOpenAI(() => ({
      content: REPLY,
      firstChunkDelayMs: FIRST_TOKEN_MS,
    }));
    const secret = randomBytes(32).toString("hex");
    const database = await createBenchDatabase("streaming");
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { AUTH_SECRET: secret, OPENAI_API_KEY: "bench", OPENAI_BASE_URL: fake.baseUrl },
    });
    try {
      const seed = await openPostgres(database.url, 2);
      // One user per sample: generation is rate-limited per user.
      const users = await seedUsers(seed.db, secret, samples + 1);
      await seed.close();

      await directFirstChunk(fake.baseUrl);
      await generatePrompt(server.url, users[samples]!.cookie);
      log(`${samples} pairs of requests, one at a time`);
      const direct: number[] = [];
      const ours: number[] = [];
      for (const user of users.slice(0, samples)) {
        // A member generates from a page they opened: its first request (the session, GET
        // /api/me, as every signed-in page asks) has read their session already, so the
        // generation finds it cached, as a real one does (decision 070).
        await openPage(server.url, user.cookie);
        direct.push(await directFirstChunk(fake.baseUrl));
        const result = await generatePrompt(server.url, user.cookie);
        if (!result.done) throw new Error(`generation answered ${result.status} without done`);
        ours.push(result.firstDeltaMs);
      }
      const added = ours.map((ms, i) => ms - direct[i]!);
      const measures: Measure[] = [
        {
          area: AREA,
          metric: "provider's own time to first token, median",
          value: round(median(direct)),
          unit: "ms",
          note: `fake provider, first token after ${FIRST_TOKEN_MS} ms`,
        },
        {
          area: AREA,
          metric: "time to first delta through our server, median",
          value: round(median(ours)),
          unit: "ms",
        },
        {
          area: AREA,
          metric: "added by our server to first token, median",
          value: round(median(added)),
          unit: "ms",
          // Issue 47 (it was 30 ms).
          budget: { op: "<=", limit: 10 },
          note: `${samples} pairs`,
        },
        {
          area: AREA,
          metric: "added by our server to first token, p95",
          value: round(percentile(added, 95)),
          unit: "ms",
          budget: { op: "<=", limit: 30 },
        },
      ];
      return measures;
    } finally {
      await server.close();
      await fake.close();
      await database.drop();
    }
  },
};
