import { randomUUID } from "node:crypto";
import { type FakeSmtp, linkIn } from "../fakes/smtp-server.ts";
import { TEST_PASSWORD, type TestUser } from "./factories.ts";
import type { TestServer } from "./test-server.ts";

/** GETs a link from an e-mail without following its redirect. */
export function openLink(link: string) {
  return fetch(link, { redirect: "manual" });
}

/**
 * With SMTP configured sign-in waits for a verified e-mail: signs up, follows the link
 * the fake SMTP server received, then signs in.
 */
export async function createVerifiedUser(
  server: TestServer,
  smtp: FakeSmtp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `verificado-${randomUUID().slice(0, 8)}@exemplo.com.br`;
  const name = overrides.name ?? "Maria da Silva";
  const password = overrides.password ?? TEST_PASSWORD;
  const client = server.client();
  const signUp = await client.signUp({ name, email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const mail = await smtp.waitFor(
    (m) => m.envelopeTo.includes(email) && m.subject.startsWith("Confirme seu email"),
  );
  await openLink(linkIn(mail, `${server.url}/api/auth/verify-email`));
  const signIn = await client.signIn({ email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  const user = signUp.body.user as { id: string };
  return { id: user.id, email, name, password, client };
}
