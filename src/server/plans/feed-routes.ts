import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { planIdParamSchema } from "../../shared/plans.ts";
import type { AppEnv } from "../app-env.ts";
import { clientIp } from "../lib/client-ip.ts";
import { errors } from "../lib/errors.ts";
import { hitRateLimit, type RateLimitRule } from "../lib/rate-limit.ts";
import { validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { fileNameOf, planToCsv, planToIcs } from "./calendar-files.ts";
import {
  feedStatus,
  hashFeedToken,
  planForExport,
  planOfFeedToken,
  publishFeed,
  revokeFeed,
} from "./feed.ts";

/*
 * A plan's downloads and its calendar feed (decision 018). The plan's other routes are in
 * routes.ts; both groups mount on /plans. Guards are per route, so neither group's
 * middleware reaches the other's routes.
 */

/**
 * A member's route. All of them read: the downloads, and the member's own calendar feed (each
 * member who may read the plan publishes and revokes theirs, decision 038).
 */
const member = [may("read"), validate("param", planIdParamSchema)] as const;

const ICS_TYPE = "text/calendar; charset=utf-8";

function attachment(c: Context<AppEnv>, body: string, type: string, fileName: string) {
  c.header("Content-Type", type);
  c.header("Content-Disposition", `attachment; filename="${fileName}"`);
  return c.body(body, 200);
}

export function planFeedRoutes() {
  return new Hono<AppEnv>()
    .get("/:id/export.ics", ...member, async (c) => {
      const plan = await planForExport(c.get("deps").db, accessOf(c), c.req.valid("param").id);
      return attachment(c, planToIcs(plan, plan.posts), ICS_TYPE, `${fileNameOf(plan.title)}.ics`);
    })
    .get("/:id/export.csv", ...member, async (c) => {
      const plan = await planForExport(c.get("deps").db, accessOf(c), c.req.valid("param").id);
      const type = "text/csv; charset=utf-8";
      return attachment(c, planToCsv(plan.posts), type, `${fileNameOf(plan.title)}.csv`);
    })
    .get("/:id/feed", ...member, async (c) =>
      c.json(await feedStatus(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
    )
    .post("/:id/feed", ...member, async (c) => {
      const { db, env } = c.get("deps");
      const links = await publishFeed(db, accessOf(c), c.req.valid("param").id, env.APP_URL);
      return c.json(links, 201);
    })
    .delete("/:id/feed", ...member, async (c) => {
      await revokeFeed(c.get("deps").db, accessOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}

/*
 * Calendar apps poll from a few shared addresses (Google's and Microsoft's fetchers serve
 * every user), so the per-address limit is wide; a single feed polled every few minutes
 * by a handful of subscribers stays far below its own.
 */
export const FEED_PER_ADDRESS: RateLimitRule = { limit: 120, windowSeconds: 60 };
export const FEED_PER_TOKEN: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };

export const FEED_NOT_FOUND = "Esta agenda não existe ou o link foi desativado.";

/**
 * What every answer of the feed carries, errors included (set after the handler, so the
 * error handler's answer gets them too): the URL is a secret, so no search engine indexes
 * it and no page it might link to learns it.
 */
const feedHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  c.res.headers.set("Referrer-Policy", "no-referrer");
  if (c.res.status !== 200) c.res.headers.set("Cache-Control", "no-store");
});

/** The public feed: outside /api, no session read, no cookie set. */
export function publicFeedRoutes() {
  return new Hono<AppEnv>().get("/feed/:file", feedHeaders, async (c) => {
    const { db } = c.get("deps");
    // Guessing is bounded per address before any lookup.
    await hitRateLimit(db, `feed:ip:${clientIp(c)}`, FEED_PER_ADDRESS);
    const token = c.req.param("file").replace(/\.ics$/, "");
    const plan = c.req.param("file").endsWith(".ics") ? await planOfFeedToken(db, token) : null;
    if (!plan) throw errors.notFound(FEED_NOT_FOUND);
    // Keyed by the hash: the rate-limit table never holds a working token either.
    await hitRateLimit(db, `feed:token:${hashFeedToken(token)}`, FEED_PER_TOKEN);
    c.header("Content-Type", ICS_TYPE);
    // Polls within five minutes are answered by the client's own cache.
    c.header("Cache-Control", "private, max-age=300");
    return c.body(planToIcs(plan, plan.posts, { feed: true }), 200);
  });
}
