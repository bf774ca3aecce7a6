import { Hono } from "hono";
import { brazilToday } from "../../shared/dates.ts";
import {
  type PlanDetail,
  planFromHistorySchema,
  planIdParamSchema,
  planUpdateSchema,
  postCreateSchema,
  postEditSchema,
  postIdParamSchema,
  postRestoreSchema,
  postSlideParamSchema,
  postVersionParamSchema,
} from "../../shared/plans.ts";
import type { AppEnv } from "../app-env.ts";
import { encodedJson } from "../cache/cached-json.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { memberArtZip, memberSlide, serveSlide } from "./art-slides.ts";
import { cachedPlanPage } from "./page.ts";
import { listPlans, todaysPosts, upcomingPosts } from "./plan-reads.ts";
import { updatePost } from "./post-edit.ts";
import { listPostVersions, readPostVersion, restorePostVersion } from "./post-history.ts";
import { createPost, deletePost, duplicatePost } from "./posts.ts";
import { deletePlan, planFromHistory, updatePlan } from "./service.ts";

/**
 * A plan is the workspace's: like brands, any member reads it and a role that changes content
 * edits it (a locked account or an ended subscription keeps its plans; generating is what is
 * refused).
 */
export function planRoutes() {
  return (
    new Hono<AppEnv>()
      .use(may("read"))
      .get("/", async (c) =>
        c.json(await listPlans(c.get("deps").db, accessOf(c), brazilToday(new Date())), 200),
      )
      .get("/upcoming", async (c) =>
        c.json(await upcomingPosts(c.get("deps").db, accessOf(c), brazilToday(new Date())), 200),
      )
      // "Posts de hoje" (decision 062): what is due today, to publish from the phone.
      .get("/today", async (c) =>
        c.json(await todaysPosts(c.get("deps").db, accessOf(c), brazilToday(new Date())), 200),
      )
      .post("/", may("write"), jsonBody(planFromHistorySchema), async (c) => {
        const { historyId } = c.req.valid("json");
        const { plan, created } = await planFromHistory(c.get("deps").db, accessOf(c), historyId);
        return created ? c.json(plan, 201) : c.json(plan, 200);
      })
      .get("/:id", validate("param", planIdParamSchema), async (c) => {
        const { db, caches } = c.get("deps");
        const page = await cachedPlanPage(
          db,
          caches.planPages,
          accessOf(c),
          c.req.valid("param").id,
        );
        return encodedJson<PlanDetail>(c, page);
      })
      .patch(
        "/:id",
        may("write"),
        validate("param", planIdParamSchema),
        jsonBody(planUpdateSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          return c.json(
            await updatePlan(c.get("deps").db, accessOf(c), id, c.req.valid("json")),
            200,
          );
        },
      )
      .delete("/:id", may("write"), validate("param", planIdParamSchema), async (c) => {
        await deletePlan(c.get("deps").db, accessOf(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
      .post(
        "/:id/posts",
        may("write"),
        validate("param", planIdParamSchema),
        jsonBody(postCreateSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const post = await createPost(c.get("deps").db, accessOf(c), id, c.req.valid("json"));
          return c.json(post, 201);
        },
      )
      .patch(
        "/:id/posts/:postId",
        may("write"),
        validate("param", postIdParamSchema),
        jsonBody(postEditSchema),
        async (c) => {
          const { id, postId } = c.req.valid("param");
          const db = c.get("deps").db;
          return c.json(await updatePost(db, accessOf(c), id, postId, c.req.valid("json")), 200);
        },
      )
      .delete(
        "/:id/posts/:postId",
        may("write"),
        validate("param", postIdParamSchema),
        async (c) => {
          const { id, postId } = c.req.valid("param");
          await deletePost(c.get("deps").db, accessOf(c), id, postId);
          return c.body(null, 204);
        },
      )
      .post(
        "/:id/posts/:postId/duplicate",
        may("write"),
        validate("param", postIdParamSchema),
        async (c) => {
          const { id, postId } = c.req.valid("param");
          return c.json(await duplicatePost(c.get("deps").db, accessOf(c), id, postId), 201);
        },
      )
      // A slide of a post's art as PNG (decision 054), to who may see the post.
      .get(
        "/:id/posts/:postId/slides/:number",
        validate("param", postSlideParamSchema),
        async (c) => {
          const { db, art } = c.get("deps");
          const { id, postId, number } = c.req.valid("param");
          return serveSlide(
            c,
            await memberSlide(db, art, accessOf(c), { planId: id, postId, number }),
          );
        },
      )
      // "Baixar todos": the post's slides in one ZIP, named by its date and theme.
      .get("/:id/posts/:postId/art.zip", validate("param", postIdParamSchema), async (c) => {
        const { db, art } = c.get("deps");
        const { id, postId } = c.req.valid("param");
        const { name, zip } = await memberArtZip(db, art, accessOf(c), { planId: id, postId });
        return c.body(zip, 200, {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="${name}"`,
          "X-Content-Type-Options": "nosniff",
        });
      })
      // A post's text versions (decision 042): read to list and open, write to restore.
      .get("/:id/posts/:postId/versions", validate("param", postIdParamSchema), async (c) => {
        const { id, postId } = c.req.valid("param");
        return c.json(await listPostVersions(c.get("deps").db, accessOf(c), id, postId), 200);
      })
      .get(
        "/:id/posts/:postId/versions/:number",
        validate("param", postVersionParamSchema),
        async (c) => {
          const { id, postId, number } = c.req.valid("param");
          const { version } = await readPostVersion(
            c.get("deps").db,
            accessOf(c),
            id,
            postId,
            number,
          );
          return c.json(version, 200);
        },
      )
      .post(
        "/:id/posts/:postId/versions/:number/restore",
        may("write"),
        validate("param", postVersionParamSchema),
        jsonBody(postRestoreSchema),
        async (c) => {
          const { id, postId, number } = c.req.valid("param");
          const { basedOn, fields } = c.req.valid("json");
          const db = c.get("deps").db;
          return c.json(
            await restorePostVersion(db, accessOf(c), { id, postId, number, basedOn, fields }),
            201,
          );
        },
      )
  );
}
