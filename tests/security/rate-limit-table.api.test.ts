import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../../src/server/db/schema/index.ts";
import { hitRateLimit, MAX_WINDOW_SECONDS } from "../../src/server/lib/rate-limit.ts";
import { SCHEDULED } from "../../src/server/scheduled-jobs.ts";
import { runJob } from "../helpers/jobs.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const keys = async () =>
  (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();

describe("the rate_limits table", () => {
  it("rows whose longest window has passed are deleted by the retention job", async () => {
    const aged = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    await server.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        ('sign-in:account:velho-1@exemplo.com.br:ip:6.6.6.6', ${aged(25)}, 1),
        ('reset-request:email:velho-2@exemplo.com.br', ${aged(48)}, 3),
        ('sign-up:ip:6.6.6.6', ${aged(23)}, 7)`);
    expect(MAX_WINDOW_SECONDS).toBe(24 * 60 * 60);
    await server.client().json("/api/auth/request-password-reset", {
      json: { email: "novo@exemplo.com.br" },
    });
    await runJob(server.deps.jobs, SCHEDULED.retention);
    expect(await keys()).toEqual([
      "reset-request:email:novo@exemplo.com.br",
      "reset-request:ip:127.0.0.1",
      "sign-up:ip:6.6.6.6",
    ]);
  });

  it("a rule with a window longer than a day is refused outright, so no row can outlive the sweep", async () => {
    await expect(
      hitRateLimit(server.db, "teste", { limit: 1, windowSeconds: MAX_WINDOW_SECONDS + 1 }),
    ).rejects.toThrow(/windows end within/);
  });
});
