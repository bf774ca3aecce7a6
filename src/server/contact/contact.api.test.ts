import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeSmtp, startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import { createUser, makeAdmin } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { createVerifiedUser } from "../../../tests/helpers/verified-user.ts";
import { contactMessages, emails } from "../db/schema/index.ts";
import { createMailer } from "../emails/mailer.ts";
import { queueEmail } from "../emails/queue.ts";

const RECIPIENT = "suporte@conteudo.com.br";
const message = "Olá, gostaria de saber mais sobre o plano anual.";

describe("contact with an SMTP server", () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Conteúdo Inteligente <nao-responda@conteudo.com.br>",
      CONTACT_RECIPIENT: RECIPIENT,
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("a contact message reaches the configured recipient with the signed-in account as reply-to, the typed address only as text", async () => {
    const user = await createVerifiedUser(server, smtp);
    const { status } = await user.client.json("/api/contact", {
      json: {
        name: "Maria da Silva",
        email: "maria.contato@exemplo.com.br",
        message,
        recipientEmail: "atacante@exemplo.com",
      },
    });
    expect(status).toBe(201);
    const mail = await smtp.waitFor((m) => m.text.includes(message));
    expect(mail.envelopeTo).toEqual([RECIPIENT]);
    expect(mail.headers.get("reply-to")).toBe(user.email);
    expect(mail.text).toContain(`Conta: ${user.email}`);
    expect(mail.text).toContain("Email informado no formulário: maria.contato@exemplo.com.br");
    expect(mail.headers.get("from")).toContain("nao-responda@conteudo.com.br");
    expect(mail.subject).toBe("Nova mensagem de contato de Maria da Silva");
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id));
    expect(stored).toMatchObject({ name: "Maria da Silva", message });
  });

  it("with SMTP down the message is kept, retried, and delivered once when SMTP is back", async () => {
    const user = await createVerifiedUser(server, smtp);
    await smtp.stop();
    const text = "Mensagem enviada enquanto o servidor de email estava fora do ar.";
    const { status } = await user.client.json("/api/contact", {
      json: { name: "Maria", email: user.email, message: text },
    });
    expect(status).toBe(201);
    const [stored] = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id));
    const emailId = stored!.emailId!;
    const row = async () =>
      (await server.db.select().from(emails).where(eq(emails.id, emailId)))[0]!;
    await vi.waitFor(
      async () => {
        const current = await row();
        expect(current.attempts).toBeGreaterThanOrEqual(1);
        expect(current.lastError).not.toBeNull();
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await row()).status).toBe("pending");
    expect((await row()).nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // Time passes: the retry falls due.
    await server.db.update(emails).set({ nextAttemptAt: sql`now()` }).where(eq(emails.id, emailId));
    await server.deps.mailer.deliverDue();
    await smtp.waitFor((m) => m.text.includes(text));
    const delivered = await row();
    expect(delivered.status).toBe("sent");
    expect(delivered.sentAt).not.toBeNull();
    expect(smtp.received.filter((m) => m.text.includes(text))).toHaveLength(1);
  });

  it("two senders working the same queue deliver each message exactly once", async () => {
    const instances = [1, 2].map(() =>
      createMailer({ env: server.env, db: server.db, logger: server.deps.logger }),
    );
    const subjects = Array.from({ length: 12 }, (_, i) => `Concorrência ${i}`);
    for (const subject of subjects) {
      await queueEmail(
        server.db,
        { kind: "contact", to: RECIPIENT, subject, text: subject },
        "smtp",
      );
    }
    await Promise.all(instances.map((mailer) => mailer.deliverDue()));
    await Promise.all(instances.map((mailer) => mailer.stop()));
    for (const subject of subjects) {
      await smtp.waitFor((m) => m.subject === subject);
      expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    }
  });
});

describe("contact on the outbox (no SMTP)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("the message is stored and its e-mail kept in the outbox", async () => {
    const user = await createUser(server);
    const { status } = await user.client.json("/api/contact", {
      json: { name: "Maria", email: user.email, message },
    });
    expect(status).toBe(201);
    const [stored] = await server.db
      .select({ status: emails.status, replyTo: emails.replyTo })
      .from(contactMessages)
      .innerJoin(emails, eq(emails.id, contactMessages.emailId))
      .where(eq(contactMessages.userId, user.id));
    expect(stored).toEqual({ status: "outbox", replyTo: user.email });
  });

  it("an anonymous visitor cannot send a message", async () => {
    const { status } = await server.client().json("/api/contact", {
      json: { name: "Maria", email: "maria@exemplo.com.br", message },
    });
    expect(status).toBe(401);
  });

  it("the shared validation messages come back in Portuguese and nothing is stored", async () => {
    const user = await createUser(server);
    const { status, body } = await user.client.json("/api/contact", {
      json: { name: "M", email: "nao-e-email", message: "curta" },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: "O nome deve ter pelo menos 2 caracteres",
      email: "Email inválido",
      message: "A mensagem deve ter pelo menos 10 caracteres",
    });
    const rows = await server.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("line breaks in the name or e-mail (header injection) are refused", async () => {
    const user = await createUser(server);
    for (const json of [
      { name: "Maria\r\nBcc: vitima@exemplo.com", email: user.email, message },
      { name: "Maria", email: `${user.email}\nBcc: vitima@exemplo.com`, message },
      { name: "Maria", email: `${user.email}\r\n`, message },
    ]) {
      const { status, body } = await user.client.json("/api/contact", { json });
      expect(status).toBe(400);
      expect(body.message).toBe("Este campo não pode conter quebras de linha.");
    }
  });

  it("oversized fields are refused with a Portuguese message", async () => {
    const user = await createUser(server);
    const long = await user.client.json("/api/contact", {
      json: { name: "M".repeat(121), email: user.email, message: "x".repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({
      name: "O nome deve ter no máximo 120 caracteres.",
      message: "Este campo aceita no máximo 5.000 caracteres.",
    });
  });

  it("a user sending too many messages is slowed down", async () => {
    const user = await createUser(server);
    for (let i = 0; i < 5; i++) {
      const { status } = await user.client.json("/api/contact", {
        json: { name: "Maria", email: user.email, message: `${message} (${i})` },
      });
      expect(status).toBe(201);
    }
    const { status, body } = await user.client.json("/api/contact", {
      json: { name: "Maria", email: user.email, message },
    });
    expect(status).toBe(429);
    expect(body.code).toBe("RATE_LIMITED");
  });

  it("admins page through the messages with their delivery state; others cannot", async () => {
    const user = await createUser(server);
    await user.client.json("/api/contact", {
      json: { name: "Cliente Curioso", email: user.email, message },
    });
    const admin = await createUser(server);
    await makeAdmin(server.db, admin.id);

    const messages = await admin.client.json<{
      items: { name: string; delivery: { status: string } }[];
      total: number;
      page: number;
    }>("/api/contact/admin/messages?page=1");
    expect(messages.status).toBe(200);
    expect(messages.body.page).toBe(1);
    expect(messages.body.total).toBeGreaterThanOrEqual(1);
    expect(messages.body.items.find((m) => m.name === "Cliente Curioso")?.delivery.status).toBe(
      "outbox",
    );

    expect((await user.client.json("/api/contact/admin/messages")).status).toBe(403);
    expect((await admin.client.json("/api/contact/admin/messages?page=0")).status).toBe(400);
  });
});
