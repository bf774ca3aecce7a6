import { and, eq, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import type { TestUser } from "../../../tests/helpers/factories.ts";
import { makeSharedTeam } from "../../../tests/helpers/team.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { approvalLinks, emails } from "../db/schema/index.ts";
import { createMailer } from "../emails/mailer.ts";
import { digestStillWanted } from "./digest-wanted.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A team whose owner shared its plan; `decide` is the client approving a post. */
async function sharedTeamPlan() {
  const team = await makeSharedTeam(server);
  const { token } = team;
  const decide = async (post: number) => {
    const answer = await server
      .client()
      .json(`/api/approval/${token}/posts/${team.posts[post]!.id}/approve`, {
        json: { name: "Ana Cliente" },
      });
    expect(answer.status).toBe(200);
  };
  return { ...team, decide };
}

/** Who the link's open digest goes to (one e-mail each), sorted. */
async function digestAddressees(linkId: string) {
  const [link] = await server.db
    .select({ lead: approvalLinks.digestEmailId })
    .from(approvalLinks)
    .where(eq(approvalLinks.id, linkId));
  if (!link?.lead) return [];
  const rows = await server.db
    .select({ to: emails.toAddress })
    .from(emails)
    .where(or(eq(emails.id, link.lead), eq(emails.digestOf, link.lead)));
  return rows.map((row) => row.to).sort();
}

/** The digest e-mails a member was sent. */
const digestsTo = (user: TestUser) =>
  server.db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "approval"), eq(emails.toAddress, user.email)));

const follow = (user: TestUser, planId: string, method: "PUT" | "DELETE" | "GET") =>
  user.client.json<{ following: boolean }>(`/api/plans/${planId}/follow`, { method });

describe("who hears of a client's answers on a team's plan", () => {
  it("the link's creator follows the plan by sharing it, and an admin who follows it hears too", async () => {
    const team = await sharedTeamPlan();
    const admin = await team.join("admin", null, "Alice Admin");
    const silentAdmin = await team.join("admin", null, "Bento Admin");
    expect((await follow(team.owner, team.plan.id, "GET")).body).toEqual({ following: true });
    expect((await follow(admin, team.plan.id, "GET")).body).toEqual({ following: false });
    expect((await follow(admin, team.plan.id, "PUT")).body).toEqual({ following: true });

    await team.decide(0);
    const to = await digestAddressees(team.link.id);
    expect(to).toEqual([admin.email, team.owner.email].sort());
    expect(to).not.toContain(silentAdmin.email);
    const [copy] = await digestsTo(admin);
    expect(copy?.textBody).toContain("Olá, Alice Admin");
    expect(copy?.subject).toContain("Ana Cliente revisou o plano");
    expect(copy?.textBody).toContain("Você recebe este email porque segue o plano");
  });

  it("a member who unfollows hears nothing, the link's creator included", async () => {
    const team = await sharedTeamPlan();
    const editor = await team.join("editor");
    await follow(editor, team.plan.id, "PUT");
    expect((await follow(team.owner, team.plan.id, "DELETE")).body).toEqual({ following: false });
    await team.decide(0);
    expect(await digestAddressees(team.link.id)).toEqual([editor.email]);
  });

  it("a removed member or one limited to another brand hears nothing, even of a digest already collecting", async () => {
    const team = await sharedTeamPlan();
    const removed = await team.join("editor", null, "Rui Removido");
    const limited = await team.join("reader", [team.brandId], "Lia Limitada");
    await follow(removed, team.plan.id, "PUT");
    await follow(limited, team.plan.id, "PUT");
    await team.decide(0);
    expect(await digestAddressees(team.link.id)).toEqual(
      [team.owner.email, removed.email, limited.email].sort(),
    );

    const gone = await team.owner.client.request(`/api/workspaces/members/${removed.id}`, {
      method: "DELETE",
    });
    expect(gone.status).toBe(204);
    const moved = await team.owner.client.json(`/api/workspaces/members/${limited.id}`, {
      method: "PATCH",
      json: { brandIds: [team.otherBrandId] },
    });
    expect(moved.status).toBe(200);
    await team.decide(1);
    expect(await digestAddressees(team.link.id)).toEqual([team.owner.email]);
    const [lead] = await digestsTo(team.owner);
    expect(lead?.textBody).toContain("2 publicações aprovadas");
  });

  it("a member removed after the client's last decision is not sent the digest that was collecting", async () => {
    const team = await sharedTeamPlan();
    const admin = await team.join("admin", null, "Alice Admin");
    await follow(admin, team.plan.id, "PUT");
    await team.decide(0);
    const removed = await team.owner.client.request(`/api/workspaces/members/${admin.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    // The session goes quiet and a sender with SMTP runs, as the app's does.
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({
        env: { ...server.deps.env, SMTP_URL: smtp.url },
        db: server.db,
        logger: server.deps.logger,
        stillWanted: (row) => digestStillWanted(server.db, row),
      });
      const [link] = await server.db
        .select({ lead: approvalLinks.digestEmailId })
        .from(approvalLinks)
        .where(eq(approvalLinks.id, team.link.id));
      await server.db
        .update(emails)
        .set({ status: "pending", nextAttemptAt: sql`now()` })
        .where(or(eq(emails.id, link!.lead!), eq(emails.digestOf, link!.lead!)));
      await mailer.deliverDue();
      const ofPlan = smtp.received.filter((mail) => mail.subject.includes(team.plan.title));
      expect(ofPlan.map((mail) => mail.envelopeTo)).toEqual([[team.owner.email]]);
      const [dropped] = await digestsTo(admin);
      expect(dropped?.status).toBe("dropped");
    } finally {
      await smtp.stop();
    }
  });

  it("when the first addressee leaves, the next keeps the whole session", async () => {
    const team = await sharedTeamPlan();
    const admin = await team.join("admin", null, "Alice Admin");
    await follow(admin, team.plan.id, "PUT");
    await team.decide(0);
    await follow(team.owner, team.plan.id, "DELETE");
    await team.decide(1);
    expect(await digestAddressees(team.link.id)).toEqual([admin.email]);
    const [copy] = await digestsTo(admin);
    expect(copy?.textBody).toContain("2 publicações aprovadas");
    expect(await digestsTo(team.owner)).toEqual([]);
  });

  it("following takes a member who may read the plan: another brand's is a 404", async () => {
    const team = await sharedTeamPlan();
    const outside = await team.join("reader", [team.otherBrandId]);
    const answer = await follow(outside, team.plan.id, "PUT");
    expect(answer.status).toBe(404);
    expect((await follow(outside, team.plan.id, "GET")).status).toBe(404);
  });
});
