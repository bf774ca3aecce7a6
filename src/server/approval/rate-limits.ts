import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { clientIp } from "../lib/client-ip.ts";
import { countHit, type RateLimitRule } from "../lib/rate-limit.ts";

// A client reviews a plan of up to 200 posts by tapping: a few a minute, a burst when they
// approve in a row. Past these, a script is at work (or a token is being guessed).
export const CLIENT_PER_ADDRESS: RateLimitRule = { limit: 300, windowSeconds: 5 * 60 };
export const CLIENT_PER_LINK: RateLimitRule = { limit: 1_000, windowSeconds: 60 * 60 };

export const perAddressKey = (ip: string) => `approval:ip:${ip}`;
export const perLinkKey = (linkId: string) => `approval:link:${linkId}`;

/**
 * A request of the client's page or API counted against its address (every one, before any
 * token is looked up) or its link: null within the limit, else the seconds to wait.
 */
export const countAddressHit = (c: Context<AppEnv>) =>
  countHit(c.get("deps").db, perAddressKey(clientIp(c)), CLIENT_PER_ADDRESS);
export const countLinkHit = (db: Database, linkId: string) =>
  countHit(db, perLinkKey(linkId), CLIENT_PER_LINK);
