import { Hono } from "hono";
import { brandIdParamSchema } from "../../shared/brand-schemas.ts";
import { planIdParamSchema, postIdParamSchema } from "../../shared/plans.ts";
import {
  choosePageSchema,
  mediaQuerySchema,
  oauthCallbackQuerySchema,
  publishingSettingsSchema,
  scheduleSchema,
} from "../../shared/publishing.ts";
import type { AppEnv } from "../app-env.ts";
import { requireUser } from "../auth/guards.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { publishedSlide, serveSlide } from "../plans/art-slides.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { disconnect, listAccounts, secretsOf, startConnect } from "./accounts.ts";
import { choosePage, finishConnect, pageChoices } from "./connect.ts";
import { publicationPlace } from "./job.ts";
import { mediaSigned } from "./media.ts";
import {
  planPublishing,
  schedulePost,
  unschedulePost,
  updatePublishingSettings,
} from "./schedule.ts";

const MEDIA_NOT_FOUND = "Imagem não encontrada.";

/**
 * Publishing (decision 063): a brand's accounts (read by its members, connected and removed by
 * the owner or an Administrator), a plan's publications (read; scheduled by who writes), and the
 * media Meta fetches at signed URLs, without a session.
 */
export function publishingRoutes() {
  return (
    new Hono<AppEnv>()
      // Public: Meta fetches the slide; only a valid, unexpired signature opens it.
      .get("/media/:publicationId/:number", validate("query", mediaQuerySchema), async (c) => {
        const { db, art } = c.get("deps");
        const place = {
          publicationId: c.req.param("publicationId"),
          number: c.req.param("number"),
        };
        const signed =
          isUuid(place.publicationId) &&
          mediaSigned(secretsOf(c.get("deps")), place, c.req.valid("query"));
        const found = signed ? await publicationPlace(db, place.publicationId) : undefined;
        if (!found) throw errors.notFound(MEDIA_NOT_FOUND);
        return serveSlide(c, await publishedSlide(db, art, { ...found, number: place.number }));
      })
      .get(
        "/oauth/callback",
        requireUser,
        validate("query", oauthCallbackQuerySchema),
        async (c) => {
          const landing = await finishConnect(c.get("deps"), accessOf(c), c.req.valid("query"));
          const screen = landing.brandId ? `/marcas/${landing.brandId}` : "/marcas";
          return c.redirect(`${screen}?conexao=${landing.outcome}`, 302);
        },
      )
      .get("/brands/:id/pages", may("members"), validate("param", brandIdParamSchema), async (c) =>
        c.json(await pageChoices(c.get("deps"), accessOf(c), c.req.valid("param").id), 200),
      )
      .post(
        "/brands/:id/pages",
        may("members"),
        validate("param", brandIdParamSchema),
        jsonBody(choosePageSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const { pageId } = c.req.valid("json");
          const outcome = await choosePage(c.get("deps"), accessOf(c), id, pageId);
          return c.json({ outcome }, 200);
        },
      )
      .get("/brands/:id/accounts", may("read"), validate("param", brandIdParamSchema), async (c) =>
        c.json(await listAccounts(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
      )
      .post(
        "/brands/:id/connect",
        may("members"),
        validate("param", brandIdParamSchema),
        async (c) =>
          c.json(await startConnect(c.get("deps"), accessOf(c), c.req.valid("param").id), 200),
      )
      .delete("/accounts/:id", may("members"), validate("param", brandIdParamSchema), async (c) => {
        await disconnect(c.get("deps").db, accessOf(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
      .get("/plans/:id", may("read"), validate("param", planIdParamSchema), async (c) =>
        c.json(await planPublishing(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
      )
      .patch(
        "/plans/:id",
        may("write"),
        validate("param", planIdParamSchema),
        jsonBody(publishingSettingsSchema),
        async (c) => {
          const { db } = c.get("deps");
          const { id } = c.req.valid("param");
          return c.json(
            await updatePublishingSettings(db, accessOf(c), id, c.req.valid("json")),
            200,
          );
        },
      )
      .post(
        "/plans/:id/posts/:postId/schedule",
        may("write"),
        validate("param", postIdParamSchema),
        jsonBody(scheduleSchema),
        async (c) => {
          const { id, postId } = c.req.valid("param");
          const place = { planId: id, postId };
          return c.json(
            await schedulePost(c.get("deps"), accessOf(c), place, c.req.valid("json")),
            200,
          );
        },
      )
      .delete(
        "/plans/:id/posts/:postId/schedule",
        may("write"),
        validate("param", postIdParamSchema),
        async (c) => {
          const { id, postId } = c.req.valid("param");
          const answer = await unschedulePost(c.get("deps").db, accessOf(c), {
            planId: id,
            postId,
          });
          return c.json(answer, 200);
        },
      )
  );
}
