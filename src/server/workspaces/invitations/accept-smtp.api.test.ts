import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtp, linkIn, startFakeSmtp } from "../../../../tests/fakes/smtp-server.ts";
import { TEST_PASSWORD } from "../../../../tests/helpers/factories.ts";
import { proTeam, tokenOfLink } from "../../../../tests/helpers/invitations.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { createVerifiedUser } from "../../../../tests/helpers/verified-user.ts";
import type { Me } from "../../../shared/viewer.ts";

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

/** The owner invites the address; the link as the SMTP server received it. */
async function linkSentTo(owner: Awaited<ReturnType<typeof createVerifiedUser>>, email: string) {
  const sent = await owner.client.json("/api/workspaces/invitations", {
    json: { email, role: "editor" },
  });
  expect(sent.status).toBe(201);
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(email) && m.subject.startsWith("Convite para uma equipe"),
  );
  expect(mail.html).toContain("Aceitar convite");
  return linkIn(mail, `${server.url}/convite/`);
}

describe("invitations with SMTP on (sign-in waits for a verified address)", () => {
  it("the e-mail reaches SMTP; a new person signs up from it, signed in and joined at once, the link proving the address", async () => {
    const owner = await createVerifiedUser(server, smtp, { name: "Ana Agência" });
    const team = await proTeam(server, owner);
    const email = "nova.pessoa@exemplo.com.br";
    const token = tokenOfLink(await linkSentTo(owner, email));

    const client = server.client();
    const joined = await client.json(`/api/invitations/${token}/sign-up`, {
      json: { fullName: "Nina Nova", password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD },
    });
    expect(joined.status).toBe(200);
    const me = (await client.json<Me>("/api/me")).body.user;
    expect(me?.workspace).toMatchObject({ id: team, role: "editor" });
    // Signing in again later needs no confirmation either.
    const again = server.client();
    expect((await again.signIn({ email, password: TEST_PASSWORD })).status).toBe(200);
    expect(smtp.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
  });

  it("an account verified before accepts while signed in", async () => {
    const owner = await createVerifiedUser(server, smtp);
    const team = await proTeam(server, owner, "Outra Agência");
    const person = await createVerifiedUser(server, smtp);
    const token = tokenOfLink(await linkSentTo(owner, person.email));
    const joined = await person.client.json(`/api/invitations/${token}/accept`, { json: {} });
    expect(joined.status).toBe(200);
    expect((await person.client.json<Me>("/api/me")).body.user?.workspace.id).toBe(team);
  });
});
