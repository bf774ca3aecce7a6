import { type Context, Hono } from "hono";
import {
  postVariationRequestSchema,
  type VariationOptions,
  variationChoiceSchema,
  variationRequestSchema,
} from "../../../shared/generation/variations.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { admitted, ownerOf } from "../stream-job.ts";
import { choosePostVariation, postToVary, writePostVariations } from "./post-service.ts";
import {
  chooseVariation,
  itemToVary,
  type VariationContext,
  writeItemVariations,
} from "./service.ts";

/**
 * Options admitted like a generation (the allowance, the three in flight, the rate limit),
 * their slot released however the writing ends.
 */
async function admittedOptions(
  c: Context<AppEnv>,
  write: (ctx: VariationContext) => Promise<VariationOptions>,
) {
  const { db, access, logger } = ownerOf(c);
  const { release, ai } = await admitted(c, "variations");
  try {
    return await write({ db, access, ai, logger, secret: c.get("deps").authSecret });
  } finally {
    await release();
  }
}

/**
 * "Gerar 3 opções" (decision 043), behind the generation routes' guards and rate limit: the
 * options are admitted and metered like any generation; "Usar esta" saves them as versions,
 * of a history item or, under `/variations/post`, of a plan's post (its hook or caption).
 * What the member may not see, or has nothing to vary, is refused first and costs no AI call.
 */
export const variationRoutes = () =>
  new Hono<AppEnv>()
    .post("/variations", jsonBody(variationRequestSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const vary = await itemToVary(db, access, c.req.valid("json").historyId);
      return c.json(await admittedOptions(c, (ctx) => writeItemVariations(ctx, vary)), 200);
    })
    .post("/variations/choose", jsonBody(variationChoiceSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const secret = c.get("deps").authSecret;
      return c.json(await chooseVariation(db, access, secret, c.req.valid("json")), 201);
    })
    .post("/variations/post", jsonBody(postVariationRequestSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const vary = await postToVary(db, access, c.req.valid("json"));
      return c.json(await admittedOptions(c, (ctx) => writePostVariations(ctx, vary)), 200);
    })
    .post("/variations/post/choose", jsonBody(variationChoiceSchema), async (c) => {
      const { db, access } = ownerOf(c);
      const secret = c.get("deps").authSecret;
      return c.json(await choosePostVariation(db, access, secret, c.req.valid("json")), 201);
    });
