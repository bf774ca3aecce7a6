import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import { runJob } from "../../../tests/helpers/jobs.ts";
import { seedPlan } from "../../../tests/helpers/seed-plan.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { createVerifiedUser } from "../../../tests/helpers/verified-user.ts";
import type { CreatedShareLink } from "../../shared/approval.ts";
import { approvalLinks, emails } from "../db/schema/index.ts";
import { SCHEDULED } from "../scheduled-jobs.ts";
import { DIGEST_LISTED } from "./digest.ts";

let smtp: FakeSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Conteúdo Inteligente <nao-responda@conteudo.com.br>",
    CONTACT_RECIPIENT: "suporte@conteudo.com.br",
  });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

async function sharedPlan(posts = 4) {
  const owner = await createVerifiedUser(server, smtp);
  const seeded = await seedPlan(server.db, owner.id, { posts, title: `Plano ${owner.id}` });
  const { body } = await owner.client.json<CreatedShareLink>(
    `/api/plans/${seeded.plan.id}/shares`,
    {
      json: { expiresIn: "never" },
    },
  );
  const token = body.url.split("/aprovacao/")[1]!;
  const client = server.client();
  const act = (path: string, json: unknown) =>
    client.json(`/api/approval/${token}/${path}`, { json });
  return { owner, ...seeded, link: body, act };
}

/** The link's digest e-mail as stored: when it falls due, and its state. */
async function digestOf(linkId: string) {
  const [row] = await server.db
    .select({ email: emails })
    .from(approvalLinks)
    .innerJoin(emails, eq(emails.id, approvalLinks.digestEmailId))
    .where(eq(approvalLinks.id, linkId));
  return row!.email;
}

/** The client's session has gone quiet: the digest falls due, and the e-mails job runs. */
async function quietNow(emailId: string) {
  await server.db.update(emails).set({ nextAttemptAt: sql`now()` }).where(eq(emails.id, emailId));
  await runJob(server.deps.jobs, SCHEDULED.emails);
}

describe("the owner's e-mail about a client's approvals", () => {
  it("collects a whole session into one e-mail, sent once the client goes quiet", async () => {
    const { owner, plan, posts, link, act } = await sharedPlan();
    await act(`posts/${posts[0]!.id}/approve`, { name: "Ana Cliente" });
    await act(`posts/${posts[1]!.id}/changes`, { name: "Ana Cliente", comment: "Troque a foto." });
    await act("approve-rest", { name: "Ana Cliente" });

    const pending = await digestOf(link.id);
    expect(pending).toMatchObject({ status: "pending", attempts: 0, toAddress: owner.email });
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await server.deps.mailer.deliverDue()).toBe(0);
    const ofPlan = (m: { subject: string }) => m.subject.includes(plan.title);
    expect(smtp.received.filter(ofPlan)).toEqual([]);

    await quietNow(pending.id);
    const mail = await smtp.waitFor(ofPlan);
    expect(mail.envelopeTo).toEqual([owner.email]);
    expect(mail.subject).toBe(`Ana Cliente revisou o plano “${plan.title}”`);
    expect(mail.text).toContain("3 publicações aprovadas e 1 pedido de ajustes");
    expect(mail.text).toContain("Ana Cliente pediu ajustes em");
    expect(mail.text).toContain("“Troque a foto.”");
    expect(mail.text).toContain(`${server.url}/planos/${plan.id}`);
    expect(smtp.received.filter(ofPlan)).toHaveLength(1);
  });

  it("the next e-mail of a link waits 15 minutes after the last one was sent", async () => {
    const { posts, link, act } = await sharedPlan();
    await act(`posts/${posts[0]!.id}/approve`, { name: "Ana" });
    const first = await digestOf(link.id);
    await quietNow(first.id);
    const [sent] = await server.db.select().from(emails).where(eq(emails.id, first.id));
    expect(sent?.status).toBe("sent");

    await act(`posts/${posts[1]!.id}/changes`, { name: "Ana", comment: "Mais cor." });
    const second = await digestOf(link.id);
    expect(second.id).not.toBe(first.id);
    expect(second.textBody).toContain("Mais cor.");
    expect(second.textBody).not.toContain(posts[0]!.theme);
    expect(second.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
      sent!.sentAt!.getTime() + 15 * 60_000,
    );
  });

  it("a comment with markup reaches the e-mail's HTML escaped", async () => {
    const { posts, link, act } = await sharedPlan();
    await act(`posts/${posts[0]!.id}/changes`, {
      name: "Ana",
      comment: "<img src=x onerror=alert(1)>",
    });
    const digest = await digestOf(link.id);
    expect(digest.htmlBody).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(digest.htmlBody).not.toContain("<img");
  });

  it(`lists the first ${DIGEST_LISTED} decisions of a long session, then "e mais N", with every decision counted`, async () => {
    const posts = DIGEST_LISTED + 10;
    const { posts: rows, link, act } = await sharedPlan(posts);
    await act(`posts/${rows[0]!.id}/changes`, { name: "Ana", comment: "Troque a foto." });
    await act("approve-rest", { name: "Ana" });
    await act(`posts/${rows[1]!.id}/changes`, { name: "Ana", comment: "Outra cor." });

    const digest = await digestOf(link.id);
    expect(digest.subject).toMatch(/^Ana revisou o plano/);
    expect(digest.textBody).toContain(`${posts - 1} publicações aprovadas e 2 pedidos de ajustes.`);
    const listed = digest.textBody.split("\n").filter((line) => line.startsWith("Ana "));
    expect(listed).toHaveLength(DIGEST_LISTED);
    expect(listed[0]).toContain("“Troque a foto.”");
    expect(digest.textBody).toContain(
      `E mais ${posts + 1 - DIGEST_LISTED} decisões: veja todas no plano.`,
    );
    expect(digest.textBody).not.toContain("Outra cor.");
  });

  it("says which of the client's requests for changes were answered by a change of the post", async () => {
    const { owner, plan, posts, link, act } = await sharedPlan();
    const [answered, unanswered] = posts;
    await act(`posts/${answered!.id}/changes`, { name: "Ana", comment: "Gancho fraco." });
    await act(`posts/${unanswered!.id}/changes`, { name: "Ana", comment: "Mais cor." });
    const edited = await owner.client.json(`/api/plans/${plan.id}/posts/${answered!.id}`, {
      method: "PATCH",
      json: { hook: "Um gancho mais forte" },
    });
    expect(edited.status).toBe(200);
    await act(`posts/${answered!.id}/approve`, { name: "Ana" });
    await act(`posts/${unanswered!.id}/changes`, { name: "Ana", comment: "Ainda sem cor." });

    const lines = (await digestOf(link.id)).textBody.split("\n");
    const about = (theme: string) => lines.filter((line) => line.includes(`“${theme}”`));
    expect(about(answered!.theme)).toEqual([
      expect.stringMatching(/^Ana pediu ajustes em .*: “Gancho fraco.”$/),
      expect.stringMatching(
        /^Ana aprovou .*, depois do pedido de ajustes atendido \(da versão 1 para a 2\)\.$/,
      ),
    ]);
    expect(about(unanswered!.theme).join("\n")).not.toContain("atendido");
  });

  it("names at most three clients in the subject", async () => {
    const { posts, link, act } = await sharedPlan();
    for (const [i, name] of ["Ana", "Bia", "Caio", "Duda"].entries()) {
      await act(`posts/${posts[i]!.id}/approve`, { name });
    }
    const digest = await digestOf(link.id);
    expect(digest.subject).toMatch(/^Ana, Bia, Caio e outros revisaram o plano/);
    expect(digest.textBody).toContain("Duda aprovou");
  });
});
