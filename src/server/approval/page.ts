import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { findActiveLink } from "./link-by-token.ts";
import { countAddressHit, countLinkHit } from "./rate-limits.ts";

/**
 * The status `/aprovacao/<token>` answers with, under the client API's limits (decision 022: a
 * guesser meets one): 429 with Retry-After past them, 404 when the token opens nothing. The page
 * itself then reads the API, which says the same in Portuguese.
 */
export async function approvalPageStatus(c: Context<AppEnv>, token: string) {
  let wait = await countAddressHit(c);
  const link = wait === null ? await findActiveLink(c.get("deps").db, token) : null;
  if (link) wait = await countLinkHit(c.get("deps").db, link.id);
  if (wait !== null) {
    c.header("Retry-After", String(wait));
    return 429;
  }
  return link ? 200 : 404;
}
