import { Hono } from "hono";
import {
  postVariationRequestSchema,
  variationChoiceSchema,
  variationRequestSchema,
} from "../../../shared/generation/variations.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { admitted, ownerOf } from "../stream-job.ts";
import { choosePostVariation, postToVary, writePostVariations } from "./post-service.ts";
import { chooseVariation, itemToVary, writeItemVariations } from "./service.ts";

/**
 * "Gerar 3 opções" (decision 043), behind the generation routes' guards and rate limit: the
 * options are admitted and metered like any generation; "Usar esta" saves them as versions,
 * of a history item or, under `/variations/post`, of a plan's post (its hook or caption).
 */
export const variationRoutes = () =>
  new Hono<AppEnv>()
    .post("/variations", jsonBody(variationRequestSchema), async (c) => {
      const { db, access, logger } = ownerOf(c);
      // An item the member may not see, or with nothing to vary, costs no AI call.
      const vary = await itemToVary(db, access, c.req.valid("json").historyId);
      const { release, ai } = await admitted(c, "variations");
      try {
        const secret = c.get("deps").authSecret;
        return c.json(await writeItemVariations({ db, access, ai, logger, secret }, vary), 200);
      } finally {
        await release();
      }
    })
    .post("/variations/choose", jsonBody(variationChoiceSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const chosen = await chooseVariation(
        db,
        access,
        c.get("deps").authSecret,
        c.req.valid("json"),
      );
      return c.json(chosen, 201);
    })
    .post("/variations/post", jsonBody(postVariationRequestSchema), async (c) => {
      const { db, access, logger } = ownerOf(c);
      // A post the member may not see, or an empty field, costs no AI call.
      const vary = await postToVary(db, access, c.req.valid("json"));
      const { release, ai } = await admitted(c, "variations");
      try {
        const secret = c.get("deps").authSecret;
        return c.json(await writePostVariations({ db, access, ai, logger, secret }, vary), 200);
      } finally {
        await release();
      }
    })
    .post("/variations/post/choose", jsonBody(variationChoiceSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const secret = c.get("deps").authSecret;
      return c.json(await choosePostVariation(db, access, secret, c.req.valid("json")), 201);
    });
