import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: what a secret link carries instead of a session. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** A token as it may come back in a URL; anything else is refused before any query. */
export const looksLikeSecretToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the database keeps: a copy of it opens nothing, and a lookup is by equality. */
export const hashSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
