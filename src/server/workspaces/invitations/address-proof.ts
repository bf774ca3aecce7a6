import type { Database } from "../../db/client.ts";
import { pendingInvitation } from "./accept.ts";

/** The request header that carries the invitation's token into better-auth's user hook. */
export const INVITATION_TOKEN_HEADER = "x-invitation-token";

/**
 * better-auth's hook as an account is created: when the sign-up carries the token of a pending
 * invitation to that very address, the address is proven (the link reached it), so the account
 * starts verified and no verification e-mail follows.
 */
export async function invitationProvesAddress(
  db: Database,
  token: string | null | undefined,
  email: string,
) {
  if (!token) return false;
  const invitation = await pendingInvitation(db, token);
  return invitation !== null && invitation.email === email.toLowerCase();
}
