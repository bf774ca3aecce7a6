import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, makeAdmin } from "../../../tests/helpers/factories.ts";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server.ts";

describe("the e-mails admins see (no SMTP: the outbox)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("admins page through every e-mail with its delivery state; others cannot", async () => {
    const user = await createUser(server);
    const admin = await createUser(server);
    await makeAdmin(server.db, admin.id);

    const emails = await admin.client.json<{
      items: { kind: string; toAddress: string; status: string }[];
      page: number;
    }>("/api/emails?page=1");
    expect(emails.status).toBe(200);
    expect(emails.body.page).toBe(1);
    expect(
      emails.body.items.find((e) => e.kind === "verification" && e.toAddress === user.email)
        ?.status,
    ).toBe("outbox");

    expect((await user.client.json("/api/emails")).status).toBe(403);
    expect((await server.client().json("/api/emails")).status).toBe(401);
    expect((await admin.client.json("/api/emails?page=0")).status).toBe(400);
  });
});
