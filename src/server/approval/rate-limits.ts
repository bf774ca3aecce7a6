import type { RateLimitRule } from "../lib/rate-limit.ts";

// A client reviews a plan of up to 200 posts by tapping: a few a minute, a burst when they
// approve in a row. Past these, a script is at work (or a token is being guessed).
export const CLIENT_PER_ADDRESS: RateLimitRule = { limit: 300, windowSeconds: 5 * 60 };
export const CLIENT_PER_LINK: RateLimitRule = { limit: 1_000, windowSeconds: 60 * 60 };

export const perAddressKey = (ip: string) => `approval:ip:${ip}`;
export const perLinkKey = (linkId: string) => `approval:link:${linkId}`;
