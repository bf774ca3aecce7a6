import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, TEST_BRAND, type TestUser } from "../../../../tests/helpers/factories.ts";
import {
  invitationEmailTo,
  invitationLinkTo,
  proTeam,
  tokenOfLink,
} from "../../../../tests/helpers/invitations.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { addMember } from "../../../../tests/helpers/workspaces.ts";
import {
  ALREADY_INVITED,
  ALREADY_MEMBER_INVITE,
  EMAILS_PER_DAY_LIMIT,
  INVITATION_NOT_FOUND,
  INVITATIONS_NEED_PRO,
  type InvitationList,
  MAX_INVITATION_EMAILS_PER_DAY,
  MAX_PENDING_INVITATIONS,
  MAX_WORKSPACE_MEMBERS,
  MEMBERS_LIMIT,
  PENDING_LIMIT,
  PERSONAL_NO_INVITATIONS,
  type PendingInvitation,
} from "../../../shared/invitations.ts";
import { BRANDS_NOT_IN_WORKSPACE, ROLE_FORBIDDEN } from "../../../shared/workspaces.ts";
import { emails, rateLimits, workspaceInvitations } from "../../db/schema/index.ts";
import { hashSecretToken } from "../../lib/secret-token.ts";

let server: TestServer;
let owner: TestUser;
let team: string;
let brandId: string;

const address = () => `convidada-${randomUUID().slice(0, 8)}@exemplo.com.br`;

const invite = (user: TestUser, json: unknown) =>
  user.client.json<PendingInvitation & { message?: string }>("/api/workspaces/invitations", {
    json,
  });

const pendingOf = async (user: TestUser) =>
  (await user.client.json<InvitationList>("/api/workspaces/invitations")).body;

const rowsOf = (workspaceId: string) =>
  server.db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.workspaceId, workspaceId));

async function invitationEmailCount() {
  const [row] = await server.db
    .select({ value: count() })
    .from(emails)
    .where(eq(emails.kind, "invitation"));
  return row?.value ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { name: "Ana Agência" });
  team = await proTeam(server, owner);
  const brand = await owner.client.json<{ id: string }>("/api/brands", {
    json: { ...TEST_BRAND, brandName: "Cliente Um" },
  });
  brandId = brand.body.id;
});
afterAll(() => server.close());
// The day's e-mail count is the workspace's; every test below starts with the day unspent.
beforeEach(() => server.db.delete(rateLimits).where(like(rateLimits.key, "invitation-mail:%")));

describe("inviting by e-mail", () => {
  it("stores only the SHA-256 of the link's token, valid 7 days, and e-mails the link through the outbox", async () => {
    const email = address();
    const sent = await invite(owner, { email, role: "editor", brandIds: [brandId] });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      email,
      role: "editor",
      brandIds: [brandId],
      invitedBy: "Ana Agência",
    });
    const days = (Date.parse(sent.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const link = await invitationLinkTo(server.db, email);
    expect(link.startsWith(`${server.url}/convite/`)).toBe(true);
    const token = tokenOfLink(link);
    const [row] = (await rowsOf(team)).filter((r) => r.email === email);
    expect(row?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const mail = await invitationEmailTo(server.db, email);
    expect(mail.status).toBe("outbox");
    expect(mail.subject).toBe("Convite para uma equipe – Conteúdo Inteligente");
    expect(mail.textBody).toContain(
      "Ana Agência convidou você para fazer parte do espaço de trabalho “Agência Aurora”",
    );
    expect(mail.textBody).toContain("como Editor");
    expect(mail.textBody).toContain("vale por 7 dias");

    const list = await pendingOf(owner);
    expect(list.items.map((i) => i.email)).toContain(email);
    expect(list.members).toBe(1);
  });

  it("lower-cases the address and gives an Administrador every brand", async () => {
    const email = address();
    const sent = await invite(owner, {
      email: `  ${email.toUpperCase()} `,
      role: "admin",
      brandIds: [brandId],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, role: "admin", brandIds: null });
  });

  it("keeps a hostile workspace name out of the e-mail, and escapes what it quotes", async () => {
    const hostile = await createUser(server, { name: "<b>Chefe</b>" });
    const hostileTeam = await proTeam(server, hostile, "Ganhe R$ 1000 em golpe.example");
    const email = address();
    expect((await invite(hostile, { email, role: "reader" })).status).toBe(201);
    const mail = await invitationEmailTo(server.db, email);
    expect(mail.textBody).not.toContain("golpe");
    expect(mail.textBody).toContain("convidou você para fazer parte de um espaço de trabalho");
    expect(mail.htmlBody).toContain("&lt;b&gt;Chefe&lt;/b&gt;");
    expect(mail.htmlBody).not.toContain("<b>Chefe");
    expect(mail.subject).not.toContain("Chefe");
    expect((await rowsOf(hostileTeam)).length).toBe(1);
  });

  it("refuses bad input with a Portuguese 400, storing nothing", async () => {
    const before = (await rowsOf(team)).length;
    for (const [json, message] of [
      [{ email: "nao-e-email", role: "editor" }, "Email inválido"],
      [{ email: address(), role: "owner" }, "Escolha o papel da pessoa."],
      [{ email: address(), role: "editor", brandIds: [randomUUID()] }, BRANDS_NOT_IN_WORKSPACE],
      [{ email: address(), role: "editor", brandIds: ["x"] }, BRANDS_NOT_IN_WORKSPACE],
      [{}, "Informe o email da pessoa."],
    ] as const) {
      const refused = await invite(owner, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await rowsOf(team)).length).toBe(before);
  });

  it("refuses a second invitation to a pending address, and one to a member", async () => {
    const email = address();
    expect((await invite(owner, { email, role: "editor" })).status).toBe(201);
    const again = await invite(owner, { email, role: "reader" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_INVITED);
    const member = await createUser(server);
    await addMember(server.db, team, member.id, "reader");
    const toMember = await invite(owner, { email: member.email, role: "editor" });
    expect(toMember.status).toBe(409);
    expect(toMember.body.message).toBe(ALREADY_MEMBER_INVITE);
  });

  it("a personal workspace cannot invite (403), nor a team workspace without Pro (402)", async () => {
    const solo = await createUser(server);
    const personal = await invite(solo, { email: address(), role: "editor" });
    expect(personal.status).toBe(403);
    expect(personal.body.message).toBe(PERSONAL_NO_INVITATIONS);
    await solo.client.json("/api/workspaces", { json: { name: "Sem assinatura" } });
    const unpaid = await invite(solo, { email: address(), role: "editor" });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe(INVITATIONS_NEED_PRO);
  });

  it("Editors and Leitores neither invite nor see, resend or revoke invitations (403)", async () => {
    const boss = await createUser(server);
    const roles = await proTeam(server, boss, "Agência dos Papéis");
    const sent = await invite(boss, { email: address(), role: "reader" });
    for (const role of ["editor", "reader"] as const) {
      const member = await createUser(server);
      await addMember(server.db, roles, member.id, role);
      const tries = [
        await invite(member, { email: address(), role: "reader" }),
        await member.client.json("/api/workspaces/invitations"),
        await member.client.json(`/api/workspaces/invitations/${sent.body.id}/resend`, {
          json: {},
        }),
        await member.client.json(`/api/workspaces/invitations/${sent.body.id}`, {
          method: "DELETE",
        }),
      ];
      for (const answer of tries) {
        expect(answer.status, role).toBe(403);
        expect(answer.body.message).toBe(ROLE_FORBIDDEN);
      }
    }
  });

  it("an Administrador invites too", async () => {
    const boss = await createUser(server);
    const admins = await proTeam(server, boss, "Agência dos Administradores");
    const admin = await createUser(server, { name: "Beto Admin" });
    await addMember(server.db, admins, admin.id, "admin");
    const sent = await invite(admin, { email: address(), role: "reader" });
    expect(sent.status).toBe(201);
    expect(sent.body.invitedBy).toBe("Beto Admin");
  });
});

describe("resending and revoking", () => {
  it("a resend e-mails a new link, valid 7 days again, and the old link stops working", async () => {
    const email = address();
    const sent = await invite(owner, { email, role: "reader" });
    const oldToken = tokenOfLink(await invitationLinkTo(server.db, email));
    await server.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(workspaceInvitations.id, sent.body.id));
    const resent = await owner.client.json<PendingInvitation>(
      `/api/workspaces/invitations/${sent.body.id}/resend`,
      { json: {} },
    );
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt) - Date.now()).toBeGreaterThan(6.99 * 86_400_000);
    const newToken = tokenOfLink(await invitationLinkTo(server.db, email));
    expect(newToken).not.toBe(oldToken);
    expect((await server.client().request(`/api/invitations/${oldToken}`)).status).toBe(404);
    expect((await server.client().request(`/api/invitations/${newToken}`)).status).toBe(200);
  });

  it("a revoked invitation leaves the list and its link stops working", async () => {
    const email = address();
    const sent = await invite(owner, { email, role: "reader" });
    const token = tokenOfLink(await invitationLinkTo(server.db, email));
    const revoked = await owner.client.request(`/api/workspaces/invitations/${sent.body.id}`, {
      method: "DELETE",
    });
    expect(revoked.status).toBe(204);
    expect((await pendingOf(owner)).items.map((i) => i.id)).not.toContain(sent.body.id);
    expect((await server.client().request(`/api/invitations/${token}`)).status).toBe(404);
  });

  it("another workspace's invitation is a 404 to resend and to revoke, and stays", async () => {
    const other = await createUser(server);
    await proTeam(server, other, "Outra Agência");
    const theirs = await invite(other, { email: address(), role: "reader" });
    for (const answer of [
      await owner.client.json(`/api/workspaces/invitations/${theirs.body.id}/resend`, { json: {} }),
      await owner.client.json(`/api/workspaces/invitations/${theirs.body.id}`, {
        method: "DELETE",
      }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(INVITATION_NOT_FOUND);
    }
    expect((await pendingOf(other)).items.map((i) => i.id)).toEqual([theirs.body.id]);
  });
});

describe("the limits", () => {
  it(`at most ${MAX_INVITATION_EMAILS_PER_DAY} invitation e-mails a day per workspace, resends counting; the next is refused in Portuguese, changing nothing`, async () => {
    const boss = await createUser(server);
    const busy = await proTeam(server, boss, "Agência Ocupada");
    const first = await invite(boss, { email: address(), role: "reader" });
    for (let i = 1; i < MAX_INVITATION_EMAILS_PER_DAY / 2; i += 1) {
      expect((await invite(boss, { email: address(), role: "reader" })).status).toBe(201);
    }
    for (let i = 0; i < MAX_INVITATION_EMAILS_PER_DAY / 2; i += 1) {
      const resent = await boss.client.request(
        `/api/workspaces/invitations/${first.body.id}/resend`,
        { json: {} },
      );
      expect(resent.status).toBe(200);
    }
    const rowsBefore = JSON.stringify(await rowsOf(busy));
    const emailsBefore = await invitationEmailCount();
    const refused = [
      await invite(boss, { email: address(), role: "reader" }),
      await boss.client.json<{ message: string }>(
        `/api/workspaces/invitations/${first.body.id}/resend`,
        { json: {} },
      ),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe(EMAILS_PER_DAY_LIMIT);
    }
    expect(JSON.stringify(await rowsOf(busy))).toBe(rowsBefore);
    expect(await invitationEmailCount()).toBe(emailsBefore);
    // Another workspace's day is its own.
    expect((await invite(owner, { email: address(), role: "reader" })).status).toBe(201);
  });

  it(`at most ${MAX_PENDING_INVITATIONS} pending invitations per workspace; expired ones do not count`, async () => {
    const boss = await createUser(server);
    const crowded = await proTeam(server, boss, "Agência Cheia de Convites");
    const pending = (i: number, expiresAt: Date) => ({
      workspaceId: crowded,
      email: `pendente-${i}@exemplo.com.br`,
      role: "reader" as const,
      tokenHash: hashSecretToken(randomUUID()),
      expiresAt,
    });
    const later = new Date(Date.now() + 86_400_000);
    await server.db
      .insert(workspaceInvitations)
      .values(Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => pending(i, later)));
    const refused = await invite(boss, { email: address(), role: "reader" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PENDING_LIMIT);
    expect((await rowsOf(crowded)).length).toBe(MAX_PENDING_INVITATIONS);

    await server.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(workspaceInvitations.workspaceId, crowded),
          eq(workspaceInvitations.email, "pendente-0@exemplo.com.br"),
        ),
      );
    // An expired invitation's address may be invited again: its row becomes the new one.
    const renewed = await invite(boss, { email: "pendente-0@exemplo.com.br", role: "editor" });
    expect(renewed.status).toBe(201);
    expect((await rowsOf(crowded)).length).toBe(MAX_PENDING_INVITATIONS);
  });

  it(`a workspace of ${MAX_WORKSPACE_MEMBERS} members invites nobody more (409 in Portuguese)`, async () => {
    const boss = await createUser(server);
    const full = await proTeam(server, boss, "Agência Lotada");
    for (let i = 1; i < MAX_WORKSPACE_MEMBERS; i += 1) {
      const member = await createUser(server);
      await addMember(server.db, full, member.id, "reader");
    }
    const refused = await invite(boss, { email: address(), role: "reader" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEMBERS_LIMIT);
    expect(await rowsOf(full)).toEqual([]);
    expect((await pendingOf(boss)).members).toBe(MAX_WORKSPACE_MEMBERS);
  });
});
