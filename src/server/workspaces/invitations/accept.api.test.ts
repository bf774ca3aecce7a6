import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createUser,
  TEST_BRAND,
  TEST_PASSWORD,
  type TestUser,
} from "../../../../tests/helpers/factories.ts";
import { invitationLinkTo, proTeam, tokenOfLink } from "../../../../tests/helpers/invitations.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { addMember } from "../../../../tests/helpers/workspaces.ts";
import {
  ACCOUNT_EXISTS,
  INVITATION_INVALID,
  type InvitationPreview,
  JOINING_NEEDS_PRO,
  MAX_WORKSPACE_MEMBERS,
  MEMBERS_LIMIT_AT_JOIN,
  wrongAccountMessage,
} from "../../../shared/invitations.ts";
import type { Me } from "../../../shared/viewer.ts";
import {
  emails,
  rateLimits,
  subscriptions,
  users,
  workspaceActivity,
  workspaceInvitations,
  workspaceMembers,
} from "../../db/schema/index.ts";
import { hashSecretToken } from "../../lib/secret-token.ts";
import { INVITATION_LINK_PER_IP } from "./routes.ts";

let server: TestServer;
let owner: TestUser;
let team: string;
let brandId: string;

const address = () => `pessoa-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/** The owner invites the address; the link's token, as the e-mail carries it. */
async function invited(
  email: string,
  json: { role?: string; brandIds?: string[] | null } = {},
  by = owner,
) {
  const sent = await by.client.json("/api/workspaces/invitations", {
    json: { email, role: "editor", ...json },
  });
  expect(sent.status).toBe(201);
  return tokenOfLink(await invitationLinkTo(server.db, email));
}

const signUpWith = (token: string, client = server.client()) =>
  client.json<{ workspaceId: string; message?: string }>(`/api/invitations/${token}/sign-up`, {
    json: { fullName: "Nina Nova", password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD },
  });

const accept = (user: TestUser, token: string) =>
  user.client.json<{ workspaceId: string; message?: string }>(`/api/invitations/${token}/accept`, {
    json: {},
  });

const workspaceOf = async (client: { json: TestUser["client"]["json"] }) =>
  (await client.json<Me>("/api/me")).body.user?.workspace;

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
// Every test opens links from one address: each starts with the address's count unspent.
beforeEach(() => server.db.delete(rateLimits).where(like(rateLimits.key, "invitation%")));

describe("the invitation's link", () => {
  it("shows the workspace, who invited, the address and the role, and whether an account has it", async () => {
    const email = address();
    const token = await invited(email);
    const preview = await server.client().json<InvitationPreview>(`/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      workspaceName: "Agência Aurora",
      inviterName: "Ana Agência",
      email,
      role: "editor",
      accountExists: false,
      alreadyMember: false,
    });
    expect(preview.response.headers.get("cache-control")).toContain("no-store");
  });

  it("an unknown, expired, malformed, used or revoked link gets one answer that says nothing of which", async () => {
    const expired = await invited(address());
    await server.db
      .update(workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvitations.tokenHash, hashSecretToken(expired)));
    const used = await invited(address());
    expect((await signUpWith(used)).status).toBe(200);
    const revokedEmail = address();
    const revoked = await invited(revokedEmail);
    await server.db
      .delete(workspaceInvitations)
      .where(eq(workspaceInvitations.email, revokedEmail));
    const answers = [];
    for (const token of [expired, used, revoked, "A".repeat(43), "curto", "%3Cscript%3E"]) {
      const preview = await server.client().json(`/api/invitations/${token}`);
      answers.push({ status: preview.status, body: preview.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 404,
      body: { code: "NOT_FOUND", message: INVITATION_INVALID },
    });
    const member = await createUser(server);
    expect((await accept(member, expired)).status).toBe(404);
    expect((await signUpWith(expired)).body.message).toBe(INVITATION_INVALID);
  });

  it("is rate-limited per client address, like the other links' tokens", async () => {
    const client = server.client();
    const probe = `/api/invitations/${"B".repeat(43)}`;
    for (let i = 0; i < INVITATION_LINK_PER_IP.limit; i += 1) {
      expect((await client.request(probe)).status).toBe(404);
    }
    const limited = await client.json<{ message: string }>(probe);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Muitas solicitações/);
  });
});

describe("joining", () => {
  it("not signed up: signs up with the invited address, verified by the link, joins with the role and brand access, and works in the workspace", async () => {
    const email = address();
    const token = await invited(email, { role: "editor", brandIds: [brandId] });
    const client = server.client();
    const joined = await signUpWith(token, client);
    expect(joined.status).toBe(200);
    expect(joined.body.workspaceId).toBe(team);
    expect(await workspaceOf(client)).toEqual({
      id: team,
      name: "Agência Aurora",
      personal: false,
      role: "editor",
      brandIds: [brandId],
    });
    const [account] = await server.db.select().from(users).where(eq(users.email, email));
    expect(account?.emailVerified).toBe(true);
    const [verifications] = await server.db
      .select({ value: count() })
      .from(emails)
      .where(eq(emails.toAddress, email));
    // The invitation alone: no "confirme seu email" follows a proven address.
    expect(verifications?.value).toBe(1);
    expect((await client.json(`/api/brands/${brandId}`)).status).toBe(200);
    // The Atividade log says who invited whom, and that they joined.
    const lines = await server.db
      .select({
        kind: workspaceActivity.kind,
        userId: workspaceActivity.userId,
        subject: workspaceActivity.subject,
      })
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, team));
    expect(lines).toContainEqual({ kind: "invited", userId: owner.id, subject: email });
    expect(lines).toContainEqual({ kind: "joined", userId: account?.id, subject: "" });
    // Single use.
    expect((await signUpWith(token)).status).toBe(404);
  });

  it("not signed up, but the address has an account: says to sign in, making nothing", async () => {
    const existing = await createUser(server);
    const token = await invited(existing.email);
    const refused = await signUpWith(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOUNT_EXISTS);
    const preview = await server.client().json<InvitationPreview>(`/api/invitations/${token}`);
    expect(preview.body.accountExists).toBe(true);
  });

  it("signed in with the invited address: joins, and the workspace becomes the current one", async () => {
    const person = await createUser(server, { email: address() });
    const token = await invited(person.email.toUpperCase(), { role: "reader" });
    const joined = await accept(person, token);
    expect(joined.status).toBe(200);
    expect(await workspaceOf(person.client)).toMatchObject({ id: team, role: "reader" });
    // Used, the link only leads its member back in.
    const again = await accept(person, token);
    expect([again.status, again.body.workspaceId]).toEqual([200, team]);
  });

  it("signed in with another address: a Portuguese refusal naming the invited address, the invitation kept", async () => {
    const email = address();
    const token = await invited(email);
    const someoneElse = await createUser(server);
    const refused = await accept(someoneElse, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(wrongAccountMessage(email));
    expect((await server.client().request(`/api/invitations/${token}`)).status).toBe(200);
    expect(
      await server.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.userId, someoneElse.id)),
    ).toHaveLength(1);
  });

  it("signed out, accepting asks to sign in (401)", async () => {
    const token = await invited(address());
    expect(
      (await server.client().request(`/api/invitations/${token}/accept`, { json: {} })).status,
    ).toBe(401);
  });

  it("already a member: the link says so and leads into the team, adding nothing", async () => {
    const person = await createUser(server, { email: address() });
    const token = await invited(person.email);
    await addMember(server.db, team, person.id, "reader");
    const preview = await person.client.json<InvitationPreview>(`/api/invitations/${token}`);
    expect(preview.body.alreadyMember).toBe(true);
    const entered = await accept(person, token);
    expect(entered.status).toBe(200);
    expect(entered.body.workspaceId).toBe(team);
    expect((await workspaceOf(person.client))?.id).toBe(team);
    const rows = await server.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, person.id)));
    expect(rows).toEqual([{ role: "reader" }]);
    // The team keeps its room for the tests below.
    await server.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, person.id)));
    await server.db
      .delete(workspaceInvitations)
      .where(eq(workspaceInvitations.email, person.email));
  });

  it("bad sign-up input: a Portuguese 400, no account made", async () => {
    const email = address();
    const token = await invited(email);
    const refused = await server
      .client()
      .json<{ message: string }>(`/api/invitations/${token}/sign-up`, {
        json: { fullName: "Al", password: "123", passwordConfirm: "321" },
      });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("O nome completo deve ter pelo menos 3 caracteres");
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    await server.db.delete(workspaceInvitations).where(eq(workspaceInvitations.email, email));
  });
});

describe("joining at the limits", () => {
  it(`past ${MAX_WORKSPACE_MEMBERS} members at accept time: refused in Portuguese, no account made, the invitation kept`, async () => {
    const boss = await createUser(server);
    const small = await proTeam(server, boss, "Agência Pequena");
    for (let i = 2; i < MAX_WORKSPACE_MEMBERS; i += 1) {
      const member = await createUser(server);
      await addMember(server.db, small, member.id, "reader");
    }
    const firstEmail = address();
    const lastEmail = address();
    const existing = await createUser(server, { email: address() });
    const first = await invited(firstEmail, {}, boss);
    const last = await invited(lastEmail, {}, boss);
    const third = await invited(existing.email, {}, boss);
    expect((await signUpWith(first)).status).toBe(200);

    const refused = await signUpWith(last);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEMBERS_LIMIT_AT_JOIN);
    expect(await server.db.select().from(users).where(eq(users.email, lastEmail))).toEqual([]);
    const refusedMember = await accept(existing, third);
    expect(refusedMember.status).toBe(409);
    expect(refusedMember.body.message).toBe(MEMBERS_LIMIT_AT_JOIN);
    expect((await server.client().request(`/api/invitations/${last}`)).status).toBe(200);
  });

  it("a workspace whose Pro ended takes no new member", async () => {
    const boss = await createUser(server);
    const lapsed = await proTeam(server, boss, "Agência Sem Pro");
    const token = await invited(address(), {}, boss);
    await server.db
      .update(subscriptions)
      .set({ status: "canceled" })
      .where(eq(subscriptions.workspaceId, lapsed));
    const refused = await signUpWith(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(JOINING_NEEDS_PRO);
  });
});
