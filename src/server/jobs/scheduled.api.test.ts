// Depends on the engine: pg-boss runs on PostgreSQL through its own pool and on PGlite over the
// app's one connection (fromPglite); each scheduled job's handler runs through its queue on both.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/helpers/factories.ts";
import { runJob } from "../../../tests/helpers/jobs.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { approvalLinks, workspaceActivity, workspaces } from "../db/schema/index.ts";
import { hashSecretToken, newSecretToken } from "../lib/secret-token.ts";
import { SCHEDULED } from "../scheduled-jobs.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the retention sweep", () => {
  it("deletes activity older than 12 months and approval links ended over a month ago, and a second run for the same tick deletes nothing more", async () => {
    const owner = await createUser(server);
    const [personal] = await server.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalOf, owner.id));
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 86_400_000);
    const lines = await server.db
      .insert(workspaceActivity)
      .values(
        [13, 11].map((months) => ({
          workspaceId: personal!.id,
          userId: owner.id,
          kind: "joined" as const,
          createdAt: monthsAgo(months),
        })),
      )
      .returning({ id: workspaceActivity.id });

    const { plan } = await seedPlan(server.db, owner.id);
    const ended = async (column: "revoked_at" | "expires_at", daysAgo: number) => {
      const [row] = await server.db
        .insert(approvalLinks)
        .values({ planId: plan.id, userId: owner.id, tokenHash: hashSecretToken(newSecretToken()) })
        .returning();
      await server.db.execute(
        sql`update approval_links set ${sql.raw(column)} = now() - make_interval(days => ${daysAgo}) where id = ${row!.id}`,
      );
      return row!.id;
    };
    const links = [
      await ended("revoked_at", 31),
      await ended("expires_at", 31),
      await ended("revoked_at", 29),
      await ended("expires_at", 29),
    ];

    // Delivered twice for one tick (at least once): the second run finds nothing more to do.
    await runJob(server.deps.jobs, SCHEDULED.retention);
    await runJob(server.deps.jobs, SCHEDULED.retention);

    const keptLines = await server.db
      .select({ id: workspaceActivity.id })
      .from(workspaceActivity)
      .where(
        inArray(
          workspaceActivity.id,
          lines.map((line) => line.id),
        ),
      );
    expect(keptLines).toEqual([lines[1]]);
    const keptLinks = await server.db
      .select({ id: approvalLinks.id })
      .from(approvalLinks)
      .where(inArray(approvalLinks.id, links));
    expect(keptLinks.map((row) => row.id).sort()).toEqual([links[2], links[3]].sort());
  });
});

describe("the schedules", () => {
  it("every timed job is registered once on the database, with its cron", async () => {
    const schedules = await server.deps.jobs.boss.getSchedules();
    const expected: string[] = [
      SCHEDULED.emails,
      SCHEDULED.pixReminders,
      SCHEDULED.retention,
      SCHEDULED.pushes,
      SCHEDULED.notificationEmails,
      SCHEDULED.morning,
      // Publishing's sweep of due publications and its tokens' renewal (decision 063).
      "publishing-due",
      "publishing-tokens",
    ];
    if (server.deps.backups.automatic) expected.push(SCHEDULED.backup);
    expect(schedules.map((s) => s.name).sort()).toEqual(expected.sort());
    expect(schedules.find((s) => s.name === SCHEDULED.emails)?.cron).toBe("* * * * *");
    // 08:00 in Brasília (UTC-3).
    expect(schedules.find((s) => s.name === SCHEDULED.morning)?.cron).toBe("0 11 * * *");
  });
});
