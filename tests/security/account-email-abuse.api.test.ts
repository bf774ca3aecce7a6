import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "../../src/server/auth/admin-emails.ts";
import { auditLog, emails, userRoles } from "../../src/server/db/schema/index.ts";
import { type EmailPage, HIDDEN_LINK } from "../../src/shared/emails.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp-server.ts";
import { createUser, makeAdmin, TEST_PASSWORD } from "../helpers/factories.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { createVerifiedUser, openLink } from "../helpers/verified-user.ts";

const SMTP_ADMIN = "chefe-smtp@exemplo.com.br";
const PRODUCTION_ADMIN = "chefe-producao@exemplo.com.br";

let smtp: FakeSmtp;
let withSmtp: TestServer;
let production: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  [withSmtp, production] = await Promise.all([
    startTestServer({
      SMTP_URL: smtp.url,
      CONTACT_RECIPIENT: "suporte@exemplo.com.br",
      ADMIN_EMAILS: SMTP_ADMIN,
    }),
    startTestServer({ NODE_ENV: "production", ADMIN_EMAILS: PRODUCTION_ADMIN }),
  ]);
});
afterAll(async () => {
  await Promise.all([withSmtp.close(), production.close()]);
  await smtp.stop();
});

const newEmail = () => `alvo-${randomUUID().slice(0, 8)}@exemplo.com.br`;
const received = (email: string) =>
  smtp.received.filter(
    (m) => m.envelopeTo.includes(email) && m.subject.startsWith("Confirme seu email"),
  );
/** The verification e-mails the address got, once the `expected` queued ones have arrived. */
async function verificationMailsTo(email: string, expected: number) {
  const queued = await withSmtp.db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.kind, "verification")));
  expect(queued).toHaveLength(expected);
  await smtp.waitFor(() => received(email).length >= expected);
  return received(email);
}
const roleOf = async (server: TestServer, userId: string) =>
  (await server.db.select().from(userRoles).where(eq(userRoles.userId, userId)))[0]?.role;

describe("verification e-mails to an unverified address", () => {
  it("repeated correct sign-ins to an unverified account send no more than the one link of the sign-up", async () => {
    const email = newEmail();
    const client = withSmtp.client();
    await client.signUp({ name: "Pessoa Alvo", email, password: TEST_PASSWORD });
    for (let i = 0; i < 6; i++) await client.signIn({ email, password: TEST_PASSWORD });
    expect(await verificationMailsTo(email, 1)).toHaveLength(1);
  });

  it("at most five a day, however long the attempts are spaced", async () => {
    const email = newEmail();
    const client = withSmtp.client();
    await client.signUp({ name: "Pessoa Alvo", email, password: TEST_PASSWORD });
    for (let i = 0; i < 6; i++) {
      // Ten minutes pass between the attempts.
      await withSmtp.db.execute(
        sql`update rate_limits set window_start = now() - interval '11 minutes' where key = ${`verification-mail:gap:${email}`}`,
      );
      await client.signIn({ email, password: TEST_PASSWORD });
    }
    expect(await verificationMailsTo(email, 5)).toHaveLength(5);
  });

  it("does not greet with the name typed at sign-up, which could carry a link", async () => {
    const email = newEmail();
    const bait = "Clique em http://evil.example/premio";
    await withSmtp.client().signUp({ name: bait, email, password: TEST_PASSWORD });
    const [mail] = await verificationMailsTo(email, 1);
    expect(mail?.text).toMatch(/^Olá!/);
    expect(`${mail?.text}${mail?.html}`).not.toContain("evil.example");
  });
});

describe("e-mail bodies read by admins", () => {
  it("with SMTP, the links of verification e-mails are hidden from admins, and the read is audited", async () => {
    const admin = await createVerifiedUser(withSmtp, smtp);
    await makeAdmin(withSmtp.db, admin.id);
    await withSmtp.client().signUp({ name: "Pessoa Alvo", email: newEmail(), password: "x123456" });
    const { status, body } = await admin.client.json<EmailPage>("/api/emails");
    expect(status).toBe(200);
    expect(body.linksShown).toBe(false);
    const verifications = body.items.filter((e) => e.kind === "verification");
    expect(verifications.length).toBeGreaterThan(0);
    for (const mail of verifications) {
      expect(mail.textBody).toContain(HIDDEN_LINK);
      expect(mail.textBody).not.toMatch(/https?:\/\//);
    }
    const [entry] = await withSmtp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "email.read")))
      .orderBy(desc(auditLog.createdAt));
    expect(entry?.details).toEqual({ page: 1, emailIds: body.items.map((e) => e.id) });
  });

  it("without SMTP, the outbox shows the links (the only way to finish the flows), audited too", async () => {
    const admin = await createUser(production);
    await makeAdmin(production.db, admin.id);
    await production.client().json("/api/auth/request-password-reset", {
      json: { email: admin.email },
    });
    const { body } = await admin.client.json<EmailPage>("/api/emails");
    expect(body.linksShown).toBe(true);
    const reset = body.items.find((e) => e.kind === "password-reset");
    expect(reset?.textBody).toContain(`${production.url}/api/auth/reset-password/`);
    const entries = await production.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, "email.read")));
    expect(entries).toHaveLength(1);
  });
});

describe("ADMIN_EMAILS", () => {
  it("with SMTP, the listed address becomes admin only once it is verified", async () => {
    const client = withSmtp.client();
    const { body } = await client.signUp({
      name: "Quem Chegou Primeiro",
      email: SMTP_ADMIN,
      password: TEST_PASSWORD,
    });
    const id = (body.user as { id: string }).id;
    expect(await roleOf(withSmtp, id)).toBe("user");
    const [mail] = await verificationMailsTo(SMTP_ADMIN, 1);
    const link = mail!.text.split(/\s+/).find((w) => w.includes("/api/auth/verify-email?"))!;
    await openLink(link);
    expect(await roleOf(withSmtp, id)).toBe("admin");
  });

  it("in production, an unverified listed address is not admin, at sign-up nor at start", async () => {
    const user = await createUser(production, { email: PRODUCTION_ADMIN });
    expect(await roleOf(production, user.id)).toBe("user");
    expect(await grantAdmin(production.db, [PRODUCTION_ADMIN], { verifiedOnly: true })).toEqual([]);
    expect(await roleOf(production, user.id)).toBe("user");
  });
});

describe("the verification link", () => {
  const codeOf = async (token: string) => {
    const response = await openLink(`${withSmtp.url}/api/auth/verify-email?token=${token}`);
    return new URL(response.headers.get("location") ?? "", withSmtp.url).searchParams.get("error");
  };
  const unsigned = (email: string) =>
    `x.${Buffer.from(JSON.stringify({ email })).toString("base64url")}.y`;

  it("an unsigned token tells a verified address from an unknown one in no way", async () => {
    const verified = await createVerifiedUser(withSmtp, smtp);
    expect(await codeOf(unsigned(verified.email))).toBe("link-invalid");
    expect(await codeOf(unsigned("ninguem@exemplo.com.br"))).toBe("link-invalid");
  });

  it("is rate-limited per client: past 30 tries in 15 minutes the page says to wait", async () => {
    const codes = new Set<string | null>();
    for (let i = 0; i < 31; i++) codes.add(await codeOf(unsigned(`tentativa-${i}@exemplo.com.br`)));
    expect(codes).toEqual(new Set(["link-invalid", "too-many-requests"]));
  });
});
