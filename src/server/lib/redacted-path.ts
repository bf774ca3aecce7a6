import { APPROVAL_PATH } from "../../shared/approval-rules.ts";
import { INVITATION_PATH } from "../../shared/invitations.ts";

/*
 * An unknown path as the request log may hold it (the spec asks for 404s to be logged, so an
 * operator sees broken links), without anything that may open something: links carry
 * tokens (approval, invitation, feed, e-mail links) and query strings carry search terms.
 */

export const REDACTED = "[redacted]";
/** The segment after one of these is a token, however it is spelled. */
const TOKEN_PARENTS = new Set([APPROVAL_PATH, INVITATION_PATH, "/feed", "/api/approval"]);
/** Long segments are kept only when they read as words (`/estrategias-de-marketing`). */
const LONG = 16;
const WORDS = /^[a-zà-ÿ]+(?:-[a-zà-ÿ]+)*$/;
/** A hostile URL of kilobytes is logged as its start. */
const MAX_LOGGED = 300;

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const tokenLike = (segment: string) => {
  const text = decoded(segment);
  return text.length >= LONG && !WORDS.test(text);
};

/** The path of `url` with token-like segments and every query value replaced by [redacted]. */
export function redactedPath(url: string): string {
  const { pathname, search } = new URL(url);
  const segments = pathname.split("/");
  const path = segments
    .map((segment, i) => {
      const parent = segments.slice(0, i).join("/");
      return segment && (TOKEN_PARENTS.has(parent) || tokenLike(segment)) ? REDACTED : segment;
    })
    .join("/");
  const query = search
    .slice(1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const key = pair.split("=")[0] ?? "";
      return `${tokenLike(key) ? REDACTED : key}=${REDACTED}`;
    });
  const logged = query.length ? `${path}?${query.join("&")}` : path;
  return logged.length > MAX_LOGGED ? `${logged.slice(0, MAX_LOGGED)}…` : logged;
}
