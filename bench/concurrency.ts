import { randomBytes } from "node:crypto";
import { openPostgres } from "../src/server/db/client.ts";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { generatePrompt } from "./lib/generation.ts";
import { createBenchDatabase } from "./lib/postgres.ts";
import type { Area, Measure } from "./lib/results.ts";
import { seedUsers } from "./lib/seed.ts";
import { startServerProcess } from "./lib/server-process.ts";
import { mb, round } from "./lib/stats.ts";

const AREA = "concurrency";
const FIRST_TOKEN_MS = 2_000;
// A slow model: the first token after 2 s, then a chunk every 20 ms (~50 tokens/s).
const CHUNK_MS = 20;
const REPLY = "Um roteiro completo para a Padaria Pão Quente, com gancho e chamada final. ".repeat(
  10,
);

export const concurrencyArea: Area = {
  name: "concurrency",
  describe: `simultaneous streaming generations on one server process, slow provider (${FIRST_TOKEN_MS} ms to first token, then a chunk every ${CHUNK_MS} ms)`,
  async run({ quick, log }) {
    const count = quick ? 100 : 500;
    const fake = await startFakeOpenAI(() => ({
      content: REPLY,
      firstChunkDelayMs: FIRST_TOKEN_MS,
      chunkDelayMs: CHUNK_MS,
    }));
    const secret = randomBytes(32).toString("hex");
    const database = await createBenchDatabase("concurrency");
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { AUTH_SECRET: secret, OPENAI_API_KEY: "bench", OPENAI_BASE_URL: fake.baseUrl },
    });
    try {
      const seed = await openPostgres(database.url, 2);
      const users = await seedUsers(seed.db, secret, count);
      await seed.close();
      await generatePrompt(server.url, users[0]!.cookie);
      await server.reset();

      log(`${count} generations at once`);
      const started = performance.now();
      const results = await Promise.allSettled(
        users.map((u) => generatePrompt(server.url, u.cookie)),
      );
      const seconds = (performance.now() - started) / 1000;
      const stats = await server.stats();
      const completed = results.filter((r) => r.status === "fulfilled" && r.value.done).length;
      const firstFailure = results.find((r) => r.status === "rejected" || !r.value.done);
      const measures: Measure[] = [
        {
          area: AREA,
          metric: `generations completed of ${count} simultaneous`,
          value: completed,
          unit: "",
          budget: { op: ">=", limit: count },
          note: `all done in ${round(seconds)} s${
            firstFailure
              ? `; first failure: ${
                  firstFailure.status === "rejected"
                    ? String(firstFailure.reason)
                    : `status ${firstFailure.value.status}`
                }`
              : ""
          }`,
        },
        {
          area: AREA,
          metric: "server event-loop delay p99",
          value: round(stats.eventLoopP99),
          unit: "ms",
          budget: { op: "<=", limit: 50 },
          note: `p50 ${round(stats.eventLoopP50)} ms, max ${round(stats.eventLoopMax)} ms; lateness past the sampler's 10 ms tick`,
        },
        {
          area: AREA,
          metric: "server CPU time per generation",
          value: round(stats.cpuMs / count, 2),
          unit: "ms",
          note: `${round(stats.cpuMs / 1000, 1)} s of CPU in ${round(seconds, 1)} s for ${count} streams`,
        },
        {
          area: AREA,
          metric: "server peak RSS",
          value: mb(stats.peakRss),
          unit: "MB",
          note: "the server run from source; npm start runs the bundle (embedded area)",
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
