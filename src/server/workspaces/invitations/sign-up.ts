import type { Context } from "hono";
import { ACCOUNT_EXISTS, type InvitationSignUp } from "../../../shared/invitations.ts";
import type { AppEnv } from "../../app-env.ts";
import { translateAuthError } from "../../auth/messages.ts";
import { AppError, errors } from "../../lib/errors.ts";
import { acceptInvitation, accountWithEmail, ensureRoomFor, pendingInvitation } from "./accept.ts";
import { INVITATION_TOKEN_HEADER } from "./address-proof.ts";

const setCookies = (response: Response) => response.headers.getSetCookie();

/** better-auth's refusal (a password it will not take...), in Portuguese, as our error. */
async function refusal(response: Response) {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  return new AppError(
    response.status as 400,
    body.code ?? "AUTH_ERROR",
    translateAuthError(body.code, body.message),
  );
}

/**
 * "Not signed up yet": an account with the invitation's address (the link reached it, so it
 * starts verified, with or without SMTP), signed in, and joined. The workspace's room is
 * checked first, so a full workspace does not leave a new account behind for nothing.
 */
export async function signUpFromInvitation(
  c: Context<AppEnv>,
  token: string,
  input: InvitationSignUp,
) {
  const { db, auth } = c.get("deps");
  const invitation = await pendingInvitation(db, token);
  if (!invitation) return null;
  if (await accountWithEmail(db, invitation.email)) throw errors.conflict(ACCOUNT_EXISTS);
  await ensureRoomFor(db, invitation.workspaceId);
  const headers = new Headers(c.req.raw.headers);
  headers.set(INVITATION_TOKEN_HEADER, token);
  const credentials = { email: invitation.email, password: input.password };
  const signedUp = await auth.api.signUpEmail({
    body: { ...credentials, name: input.fullName },
    headers,
    asResponse: true,
  });
  if (!signedUp.ok) throw await refusal(signedUp);
  const { user } = (await signedUp.clone().json()) as { user: { id: string } };
  let cookies = setCookies(signedUp);
  // With SMTP, sign-up itself signs nobody in: the account, verified now, signs in.
  if (cookies.length === 0) {
    const signedIn = await auth.api.signInEmail({ body: credentials, headers, asResponse: true });
    if (!signedIn.ok) throw await refusal(signedIn);
    cookies = setCookies(signedIn);
  }
  const joined = await acceptInvitation(
    db,
    { id: user.id, email: invitation.email, emailVerified: true },
    token,
    { needsVerified: false },
  );
  return { joined, cookies };
}
