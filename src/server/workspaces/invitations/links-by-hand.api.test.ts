import { randomUUID } from "node:crypto";
import { and, count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../../tests/helpers/factories.ts";
import { invitationLinkTo, proTeam, tokenOfLink } from "../../../../tests/helpers/invitations.ts";
import { startTestServer, type TestServer } from "../../../../tests/helpers/test-server.ts";
import { addMember } from "../../../../tests/helpers/workspaces.ts";
import {
  ALREADY_MEMBER_INVITE,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  type InvitationPreview,
  type PendingInvitation,
} from "../../../shared/invitations.ts";
import type { Me } from "../../../shared/viewer.ts";
import { emails, rateLimits, workspaceMembers } from "../../db/schema/index.ts";

let server: TestServer;
let owner: TestUser;
let team: string;

const address = () => `pessoa-${randomUUID().slice(0, 8)}@exemplo.com.br`;

const invite = async (email: string) => {
  const sent = await owner.client.json<PendingInvitation>("/api/workspaces/invitations", {
    json: { email, role: "editor" },
  });
  expect(sent.status).toBe(201);
  return sent.body.id;
};

const linkOf = (id: string, by = owner) =>
  by.client.json<{ url: string; message?: string }>(`/api/workspaces/invitations/${id}/link`, {
    json: {},
  });

async function invitationEmails() {
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
});
afterAll(() => server.close());
beforeEach(() => server.db.delete(rateLimits).where(like(rateLimits.key, "invitation%")));

describe("a pending invitation's link, passed on by hand", () => {
  it("'Copiar link' gets a working link without an e-mail, and the e-mailed one stops working", async () => {
    const email = address();
    const id = await invite(email);
    const mailed = tokenOfLink(await invitationLinkTo(server.db, email));
    const before = await invitationEmails();
    const shared = await linkOf(id);
    expect(shared.status).toBe(200);
    expect(shared.body.url).toMatch(new RegExp(`^${server.url}/convite/[A-Za-z0-9_-]{43}$`));
    expect(await invitationEmails()).toBe(before);
    const token = tokenOfLink(shared.body.url);
    expect((await server.client().request(`/api/invitations/${token}`)).status).toBe(200);
    expect((await server.client().request(`/api/invitations/${mailed}`)).status).toBe(404);
  });

  it("another workspace's invitation is a 404, and an Editor gets a 403", async () => {
    const other = await createUser(server);
    await proTeam(server, other, "Outra Agência");
    const theirs = await other.client.json<PendingInvitation>("/api/workspaces/invitations", {
      json: { email: address(), role: "reader" },
    });
    const refused = await linkOf(theirs.body.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(INVITATION_NOT_FOUND);
    const editor = await createUser(server);
    await addMember(server.db, team, editor.id, "editor");
    expect((await linkOf(await invite(address()), editor)).status).toBe(403);
    await server.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, editor.id)));
  });
});

describe("a link opened again", () => {
  it("by the member it made leads into the team; to anyone else a used link stays dead, and it makes no new link", async () => {
    const person = await createUser(server, { email: address() });
    const id = await invite(person.email);
    const token = tokenOfLink(await invitationLinkTo(server.db, person.email));
    const url = `/api/invitations/${token}`;
    expect((await person.client.json(`${url}/accept`, { json: {} })).status).toBe(200);
    // Working elsewhere meanwhile: the link brings them back.
    const personal = (
      await person.client.json<{ items: { id: string; personal: boolean }[] }>("/api/workspaces")
    ).body.items.find((w) => w.personal)?.id;
    await person.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: personal },
    });

    const preview = await person.client.json<InvitationPreview>(url);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ workspaceName: "Agência Aurora", alreadyMember: true });
    expect((await person.client.json(`${url}/accept`, { json: {} })).status).toBe(200);
    expect((await person.client.json<Me>("/api/me")).body.user?.workspace.id).toBe(team);

    const stranger = await server.client().json<{ message: string }>(url);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(INVITATION_INVALID);
    const again = await linkOf(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_MEMBER_INVITE);
    const members = await server.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, team), eq(workspaceMembers.userId, person.id)));
    expect(members).toEqual([{ role: "editor" }]);
  });
});

describe("a removed member", () => {
  it("is told which team they were removed from, until they choose where to work", async () => {
    const person = await createUser(server, { email: address() });
    await addMember(server.db, team, person.id, "editor");
    const removed = await owner.client.request(`/api/workspaces/members/${person.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    const me = (await person.client.json<Me>("/api/me")).body.user;
    expect(me?.workspace).toMatchObject({ personal: true, removedFrom: "Agência Aurora" });
    await person.client.request("/api/workspaces/current", {
      method: "PUT",
      json: { workspaceId: me?.workspace.id },
    });
    const after = (await person.client.json<Me>("/api/me")).body.user;
    expect(after?.workspace.removedFrom).toBeUndefined();
  });

  it("who left by themself is not told they were removed", async () => {
    const person = await createUser(server, { email: address() });
    await addMember(server.db, team, person.id, "reader");
    const left = await person.client.request("/api/workspaces/current/leave", {
      method: "POST",
      json: { workspaceId: team },
    });
    expect(left.status).toBeLessThan(300);
    const me = (await person.client.json<Me>("/api/me")).body.user;
    expect(me?.workspace.personal).toBe(true);
    expect(me?.workspace.removedFrom).toBeUndefined();
  });
});
