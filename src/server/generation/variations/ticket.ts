import { type PostVariedField, VARIATIONS_EXPIRED } from "../../../shared/generation/variations.ts";
import { errors } from "../../lib/errors.ts";
import { readToken, signToken } from "../../lib/signed-token.ts";

/*
 * The options of "Gerar 3 opções" travel to the page and back in a signed ticket, so "Usar
 * esta" saves the options the server wrote (not text sent as if it were the AI's), for the
 * member and the text they were written for, within the hour; nothing is stored until then.
 * A ticket used once is refused after: its `basedOn` is no longer the item's (or post's) version.
 */

const TICKET_TTL_MS = 60 * 60 * 1000;
const PURPOSE = "variations";

/** What the options vary: a saved item's part, or a field of a plan's post. */
type Targets = {
  item: { historyId: string };
  post: { planId: string; postId: string; field: PostVariedField };
};
export type TicketTarget<K extends keyof Targets = keyof Targets> = {
  [T in K]: { kind: T } & Targets[T];
}[K];

export type VariationTicket<K extends keyof Targets = keyof Targets> = {
  userId: string;
  workspaceId: string;
  target: TicketTarget<K>;
  /** The item's (or post's) version the options were written from. */
  basedOn: number;
  options: string[];
  demo: boolean;
};

export const signTicket = (secret: string, ticket: VariationTicket) =>
  signToken(secret, PURPOSE, ticket, TICKET_TTL_MS);

/**
 * The ticket's options, when it is this member's in this workspace, not expired, and for the
 * kind of text the route saves (an item's ticket sent to the post's route is no ticket there).
 */
export function readTicket<K extends keyof Targets>(
  secret: string,
  token: string,
  who: { userId: string; workspaceId: string },
  kind: K,
): VariationTicket<K> {
  const ticket = readToken(secret, PURPOSE, token) as VariationTicket | null;
  if (
    !ticket ||
    ticket.userId !== who.userId ||
    ticket.workspaceId !== who.workspaceId ||
    ticket.target?.kind !== kind
  ) {
    throw errors.badRequest(VARIATIONS_EXPIRED);
  }
  return ticket as VariationTicket<K>;
}
