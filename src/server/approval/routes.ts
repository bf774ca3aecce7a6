import type { Context } from "hono";
import { Hono } from "hono";
import {
  approvalPageQuerySchema,
  approveSchema,
  changesSchema,
  ownerReplySchema,
  shareCreateSchema,
  shareParamSchema,
  threadPageQuerySchema,
  tokenParamSchema,
  tokenPostParamSchema,
  tokenSlideParamSchema,
} from "../../shared/approval.ts";
import { planIdParamSchema, postIdParamSchema } from "../../shared/plans.ts";
import type { AppEnv } from "../app-env.ts";
import { errors } from "../lib/errors.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { linkSlide, serveSlide } from "../plans/art-slides.ts";
import { postOfPlan } from "../plans/owned.ts";
import { scopedToPlan } from "../scoped/held.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { approveRest, decideOnPost } from "./client-decisions.ts";
import { approvalView } from "./client-view.ts";
import { follow, isFollowing, unfollow } from "./followers.ts";
import { activeLink } from "./link-by-token.ts";
import { countAddressHit, countLinkHit } from "./rate-limits.ts";
import { createShare, listShares, replaceShare, revokeShare } from "./shares.ts";
import { markThreadSeen, postThread, replyToClient, threadPage, unseenFeedback } from "./thread.ts";

/**
 * The workspace's side, under /api/plans/:id (beside the plans' own routes): links and threads.
 * Any member reads them; sharing, revoking and answering change content.
 */
export function shareRoutes() {
  // "Seguir" (follow): any member who may read the plan hears of its client's answers (038).
  return new Hono<AppEnv>()
    .get("/:id/follow", may("read"), validate("param", planIdParamSchema), async (c) =>
      c.json(await isFollowing(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
    )
    .put("/:id/follow", may("read"), validate("param", planIdParamSchema), async (c) =>
      c.json(await follow(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
    )
    .delete("/:id/follow", may("read"), validate("param", planIdParamSchema), async (c) =>
      c.json(await unfollow(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
    )
    .get("/:id/shares", may("read"), validate("param", planIdParamSchema), async (c) =>
      c.json(await listShares(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
    )
    .post(
      "/:id/shares",
      may("write"),
      validate("param", planIdParamSchema),
      jsonBody(shareCreateSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { expiresIn } = c.req.valid("json");
        return c.json(await createShare(c.get("deps"), accessOf(c), id, expiresIn), 201);
      },
    )
    .delete(
      "/:id/shares/:shareId",
      may("write"),
      validate("param", shareParamSchema),
      async (c) => {
        const { id, shareId } = c.req.valid("param");
        await revokeShare(c.get("deps").db, accessOf(c), id, shareId);
        return c.body(null, 204);
      },
    )
    .post(
      "/:id/shares/:shareId/replace",
      may("write"),
      validate("param", shareParamSchema),
      async (c) => {
        const { id, shareId } = c.req.valid("param");
        return c.json(await replaceShare(c.get("deps"), accessOf(c), id, shareId), 201);
      },
    )
    .get(
      "/:id/posts/:postId/feedback",
      may("read"),
      validate("param", postIdParamSchema),
      validate("query", threadPageQuerySchema),
      async (c) => {
        const { id, postId } = c.req.valid("param");
        const { before } = c.req.valid("query");
        const page = await postThread(c.get("deps").db, accessOf(c), id, postId, before);
        return c.json(page, 200);
      },
    )
    .post(
      "/:id/posts/:postId/feedback",
      may("write"),
      validate("param", postIdParamSchema),
      jsonBody(ownerReplySchema),
      async (c) => {
        const { id, postId } = c.req.valid("param");
        const { body } = c.req.valid("json");
        const entry = await replyToClient(c.get("deps").db, accessOf(c), id, postId, body);
        return c.json(entry, 201);
      },
    )
    .post(
      "/:id/posts/:postId/feedback/seen",
      may("read"),
      validate("param", postIdParamSchema),
      async (c) => {
        const { id, postId } = c.req.valid("param");
        await markThreadSeen(c.get("deps").db, accessOf(c), id, postId);
        return c.body(null, 204);
      },
    );
}

/** The "Meus planos" badge: client messages no member has opened. */
export function feedbackRoutes() {
  return new Hono<AppEnv>().get("/unseen", may("read"), async (c) => {
    return c.json(await unseenFeedback(c.get("deps").db, accessOf(c)), 200);
  });
}

/** The link of this request, counted against its own limit. */
async function linkOf(c: Context<AppEnv>, token: string) {
  const { db } = c.get("deps");
  const link = await activeLink(db, token);
  const wait = await countLinkHit(db, link.id);
  if (wait !== null) throw errors.tooManyRequests(wait);
  return link;
}

/** The client's side: no session, the token is the only key (docs/decisions/022). */
export function clientApprovalRoutes() {
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.header("X-Robots-Tag", "noindex");
        c.header("Referrer-Policy", "no-referrer");
        const wait = await countAddressHit(c);
        if (wait !== null) throw errors.tooManyRequests(wait);
        await next();
      })
      .get(
        "/:token",
        validate("param", tokenParamSchema),
        validate("query", approvalPageQuerySchema),
        async (c) => {
          const link = await linkOf(c, c.req.valid("param").token);
          const { offset } = c.req.valid("query");
          return c.json(await approvalView(c.get("deps"), link, offset), 200);
        },
      )
      .get(
        "/:token/posts/:postId/feedback",
        validate("param", tokenPostParamSchema),
        validate("query", threadPageQuerySchema),
        async (c) => {
          const { token, postId } = c.req.valid("param");
          const link = await linkOf(c, token);
          const { db } = c.get("deps");
          await postOfPlan(db, link.planId, postId);
          return c.json(
            await threadPage(db, scopedToPlan(link.planId), postId, c.req.valid("query").before),
            200,
          );
        },
      )
      // A slide of a post's art as PNG (decision 054): through the link, as the post's text.
      .get(
        "/:token/posts/:postId/slides/:number",
        validate("param", tokenSlideParamSchema),
        async (c) => {
          const { token, postId, number } = c.req.valid("param");
          const link = await linkOf(c, token);
          const { db, art } = c.get("deps");
          return serveSlide(c, await linkSlide(db, art, link, { postId, number }));
        },
      )
      .post(
        "/:token/posts/:postId/approve",
        validate("param", tokenPostParamSchema),
        jsonBody(approveSchema),
        async (c) => {
          const { token, postId } = c.req.valid("param");
          const link = await linkOf(c, token);
          const decision = { ...c.req.valid("json"), decision: "approve" as const, comment: "" };
          return c.json(await decideOnPost(c.get("deps"), link, postId, decision), 200);
        },
      )
      .post(
        "/:token/posts/:postId/changes",
        validate("param", tokenPostParamSchema),
        jsonBody(changesSchema),
        async (c) => {
          const { token, postId } = c.req.valid("param");
          const link = await linkOf(c, token);
          const decision = { ...c.req.valid("json"), decision: "changes" as const };
          return c.json(await decideOnPost(c.get("deps"), link, postId, decision), 200);
        },
      )
      .post(
        "/:token/approve-rest",
        validate("param", tokenParamSchema),
        jsonBody(approveSchema),
        async (c) => {
          const link = await linkOf(c, c.req.valid("param").token);
          return c.json(await approveRest(c.get("deps"), link, c.req.valid("json").name), 200);
        },
      )
  );
}
