import { compress } from "hono/compress";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

const compressMiddleware = compress();

/**
 * gzip or deflate for the clients that accept it. Vary is declared before the response
 * exists: added afterwards, it makes Hono rebuild every response it did not compress.
 */
export const compressResponses = createMiddleware<AppEnv>(async (c, next) => {
  c.header("Vary", "Accept-Encoding");
  await compressMiddleware(c, next);
});
