import { VARIATIONS_EXPIRED } from "../../../shared/generation/variations.ts";
import { errors } from "../../lib/errors.ts";
import { readToken, signToken } from "../../lib/signed-token.ts";

/*
 * The options of "Gerar 3 opções" travel to the page and back in a signed ticket, so "Usar
 * esta" saves the options the server wrote (not text sent as if it were the AI's), for the
 * member and item they were written for, within the hour; nothing is stored until then.
 * A ticket used once is refused after: its `basedOn` is no longer the item's version.
 */

const TICKET_TTL_MS = 60 * 60 * 1000;
const PURPOSE = "variations";

export type VariationTicket = {
  userId: string;
  workspaceId: string;
  historyId: string;
  /** The item's version the options were written from. */
  basedOn: number;
  options: string[];
  demo: boolean;
};

export const signTicket = (secret: string, ticket: VariationTicket) =>
  signToken(secret, PURPOSE, ticket, TICKET_TTL_MS);

/** The ticket's options, when it is this member's in this workspace and not expired. */
export function readTicket(
  secret: string,
  token: string,
  who: { userId: string; workspaceId: string },
): VariationTicket {
  const ticket = readToken(secret, PURPOSE, token) as VariationTicket | null;
  if (!ticket || ticket.userId !== who.userId || ticket.workspaceId !== who.workspaceId) {
    throw errors.badRequest(VARIATIONS_EXPIRED);
  }
  return ticket;
}
