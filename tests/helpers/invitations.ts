import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client.ts";
import { emails } from "../../src/server/db/schema/index.ts";
import { subscribe, type TestUser } from "./factories.ts";
import type { TestServer } from "./test-server.ts";

/** The newest invitation e-mail to the address, as the outbox keeps it. */
export async function invitationEmailTo(db: Database, address: string) {
  const [mail] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.kind, "invitation"), eq(emails.toAddress, address.toLowerCase())))
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(1);
  if (!mail) throw new Error(`no invitation e-mail to ${address}`);
  return mail;
}

/** The link of the newest invitation e-mail to the address (APP_URL/convite/<token>). */
export async function invitationLinkTo(db: Database, address: string) {
  const mail = await invitationEmailTo(db, address);
  const link = /https?:\/\/\S+\/convite\/[A-Za-z0-9_-]+/.exec(mail.textBody)?.[0];
  if (!link) throw new Error(`no invitation link in: ${mail.textBody}`);
  return link;
}

export const tokenOfLink = (link: string) => link.slice(link.lastIndexOf("/") + 1);

/** A team workspace the owner makes through the API (and now works in), Pro by a subscription. */
export async function proTeam(server: TestServer, owner: TestUser, name = "Agência Aurora") {
  const created = await owner.client.json<{ id: string }>("/api/workspaces", { json: { name } });
  if (created.status !== 201) throw new Error(`workspace not made: ${created.status}`);
  await subscribe(server.db, owner.id, { workspaceId: created.body.id });
  return created.body.id;
}
