import { signJWT } from "better-auth/crypto";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, linkIn, startFakeSmtp } from "../../../tests/fakes/smtp-server.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";
import { createVerifiedUser, openLink } from "../../../tests/helpers/verified-user.ts";
import { RESET_REQUESTED_MESSAGE } from "../../shared/password-reset.ts";
import { users, verifications } from "../db/schema/index.ts";

let smtp: FakeSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    CONTACT_RECIPIENT: "suporte@exemplo.com.br",
  });
});
afterAll(async () => {
  await server.close();
  await smtp.stop();
});

const alertOf = (response: Response): Record<string, string> => {
  const location = new URL(response.headers.get("location") ?? "", server.url);
  return { path: location.pathname, ...Object.fromEntries(location.searchParams) };
};
const requestReset = (email: string) =>
  server.client().json("/api/auth/request-password-reset", { json: { email } });

describe("e-mail verification", () => {
  it("sign-up sends a Portuguese verification link that works once; sign-in waits for it", async () => {
    const email = "nova.conta@exemplo.com.br";
    const client = server.client();
    await client.signUp({ name: "Nova Conta", email, password: "segredo-123" });
    const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(mail.subject).toBe("Confirme seu email – Conteúdo Inteligente");
    expect(mail.text).toContain("Olá!");
    expect(mail.text).not.toContain("Nova Conta");
    expect(mail.html).toContain("Confirmar email");

    const early = await client.signIn({ email, password: "segredo-123" });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/^Confirme seu email antes de entrar/);

    const link = linkIn(mail, `${server.url}/api/auth/verify-email?`);
    const first = await openLink(link);
    expect(first.status).toBe(302);
    expect(alertOf(first)).toEqual({ path: "/auth", success: "email-verified" });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    expect(alertOf(await openLink(link))).toEqual({ path: "/auth", error: "link-used" });

    expect((await client.signIn({ email, password: "segredo-123" })).status).toBe(200);
  });

  it("an expired or forged verification link is refused in Portuguese", async () => {
    const email = "atrasada@exemplo.com.br";
    await server.client().signUp({ name: "Atrasada", email, password: "segredo-123" });
    const [user] = await server.db.select().from(users).where(eq(users.email, email));
    const expired = await signJWT({ email, userId: user!.id }, server.deps.authSecret, -60);
    const old = alertOf(await openLink(`${server.url}/api/auth/verify-email?token=${expired}`));
    expect(old).toEqual({ path: "/auth", error: "link-expired" });
    const forged = await signJWT(
      { email, userId: user!.id },
      "outro-segredo-qualquer-32-chars!!",
      3600,
    );
    const bad = alertOf(await openLink(`${server.url}/api/auth/verify-email?token=${forged}`));
    expect(bad).toEqual({ path: "/auth", error: "link-invalid" });
    const [still] = await server.db.select().from(users).where(eq(users.email, email));
    expect(still?.emailVerified).toBe(false);
  });
});

describe("password reset", () => {
  it("a reset link opens the new-password page, works once and signs every session out", async () => {
    const user = await createVerifiedUser(server, smtp);
    const before = smtp.received.length;
    const { status, body } = await requestReset(user.email);
    expect(status).toBe(200);
    expect(body).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(user.email) && m.subject.startsWith("Redefinição de senha"),
    );
    expect(smtp.received.length).toBe(before + 1);

    const opened = await openLink(linkIn(mail, `${server.url}/api/auth/reset-password/`));
    const landing = new URL(opened.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe(`${server.url}/auth/nova-senha`);
    const token = landing.searchParams.get("token")!;

    const reset = await server.client().json("/api/auth/reset-password", {
      json: { token, newPassword: "nova-senha-456" },
    });
    expect(reset.status).toBe(200);
    expect((await user.client.json("/api/me")).body).toEqual({ user: null });
    expect(
      (await server.client().signIn({ email: user.email, password: user.password })).status,
    ).toBe(401);
    expect(
      (await server.client().signIn({ email: user.email, password: "nova-senha-456" })).status,
    ).toBe(200);

    const reused = await server.client().json("/api/auth/reset-password", {
      json: { token, newPassword: "terceira-senha" },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("Este link é inválido ou expirou. Solicite um novo.");
  });

  it("an expired reset link is refused", async () => {
    const user = await createVerifiedUser(server, smtp);
    await requestReset(user.email);
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(user.email) && m.subject.startsWith("Redefinição de senha"),
    );
    const link = linkIn(mail, `${server.url}/api/auth/reset-password/`);
    const token = new URL(link).pathname.split("/").pop()!;
    await server.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const opened = new URL((await openLink(link)).headers.get("location")!);
    expect(opened.searchParams.get("error")).toBe("INVALID_TOKEN");
    const reset = await server.client().json("/api/auth/reset-password", {
      json: { token, newPassword: "nova-senha-456" },
    });
    expect(reset.status).toBe(400);
  });

  it("an unknown e-mail gets the very same answer and no e-mail is sent", async () => {
    const resetLinks = () =>
      server.db.$count(verifications, like(verifications.identifier, "reset-password:%"));
    const [mailsBefore, linksBefore] = [smtp.received.length, await resetLinks()];
    const unknown = await requestReset("ninguem@exemplo.com.br");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ status: true, message: RESET_REQUESTED_MESSAGE });
    expect(await resetLinks()).toBe(linksBefore);
    await server.deps.mailer.deliverDue();
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it("resets are rate-limited per e-mail, and bad input is refused in Portuguese", async () => {
    const email = "insistente@exemplo.com.br";
    for (let i = 0; i < 3; i++) expect((await requestReset(email)).status).toBe(200);
    const limited = await requestReset(email);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Muitas solicitações/);

    const invalid = await requestReset("nao-e-email");
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Email inválido");
    const short = await server.client().json("/api/auth/reset-password", {
      json: { token: "qualquer", newPassword: "123" },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("A senha deve ter pelo menos 6 caracteres");
  });
});
