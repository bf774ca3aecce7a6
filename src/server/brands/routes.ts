import { Hono } from "hono";
import {
  brandCreateSchema,
  brandIdParamSchema,
  brandUpdateSchema,
} from "../../shared/brand-schemas.ts";
import type { AppEnv } from "../app-env.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
import { brandLogo, ensureBrand, removeLogo, setLogo } from "./logo.ts";
import {
  brandFromHistory,
  createBrand,
  deleteBrand,
  duplicateBrand,
  getBrand,
  listBrands,
  updateBrand,
} from "./service.ts";

/**
 * A brand is the workspace's: reading needs a member, editing a role that changes content
 * (generating needs Pro as well).
 */
export function brandRoutes() {
  return (
    new Hono<AppEnv>()
      .use(may("read"))
      .get("/", async (c) => c.json(await listBrands(c.get("deps").db, accessOf(c)), 200))
      .post("/", may("write"), jsonBody(brandCreateSchema), async (c) =>
        c.json(await createBrand(c.get("deps").db, accessOf(c), c.req.valid("json")), 201),
      )
      .get("/:id", validate("param", brandIdParamSchema), async (c) =>
        c.json(await getBrand(c.get("deps").db, accessOf(c), c.req.valid("param").id), 200),
      )
      .patch(
        "/:id",
        may("write"),
        validate("param", brandIdParamSchema),
        jsonBody(brandUpdateSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const brand = await updateBrand(c.get("deps").db, accessOf(c), id, c.req.valid("json"));
          return c.json(brand, 200);
        },
      )
      .post("/from-history/:id", may("write"), validate("param", brandIdParamSchema), async (c) =>
        c.json(await brandFromHistory(c.get("deps").db, accessOf(c), c.req.valid("param").id), 201),
      )
      .post("/:id/duplicate", may("write"), validate("param", brandIdParamSchema), async (c) =>
        c.json(await duplicateBrand(c.get("deps").db, accessOf(c), c.req.valid("param").id), 201),
      )
      // The logo (decision 050): a multipart upload of `logo`, checked against the brand before
      // it is read, so another workspace's brand is a 404 whatever the body.
      .put("/:id/logo", may("write"), validate("param", brandIdParamSchema), async (c) => {
        const { db } = c.get("deps");
        const { id } = c.req.valid("param");
        await ensureBrand(db, accessOf(c), id);
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        return c.json(await setLogo(db, accessOf(c), id, form.logo), 200);
      })
      .delete("/:id/logo", may("write"), validate("param", brandIdParamSchema), async (c) => {
        await removeLogo(c.get("deps").db, accessOf(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
      // Its URL carries its version (?v=): kept a year by the browser at that version, since a
      // new logo is a new URL; asked without it, the browser checks each time.
      .get("/:id/logo", validate("param", brandIdParamSchema), async (c) => {
        const { png, version } = await brandLogo(
          c.get("deps").db,
          accessOf(c),
          c.req.valid("param").id,
        );
        const current = c.req.query("v") === version;
        return c.body(new Uint8Array(png), 200, {
          "Content-Type": "image/png",
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": current ? "private, max-age=31536000, immutable" : "private, no-cache",
          ETag: `"${version}"`,
        });
      })
      .delete("/:id", may("write"), validate("param", brandIdParamSchema), async (c) => {
        await deleteBrand(c.get("deps").db, accessOf(c), c.req.valid("param").id);
        return c.body(null, 204);
      })
  );
}
