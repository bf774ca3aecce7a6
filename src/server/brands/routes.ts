import { Hono } from "hono";
import { brandCreateSchema, brandIdParamSchema, brandUpdateSchema } from "../../shared/brands.ts";
import type { AppEnv } from "../app-env.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "../workspaces/access.ts";
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
  return new Hono<AppEnv>()
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
    .delete("/:id", may("write"), validate("param", brandIdParamSchema), async (c) => {
      await deleteBrand(c.get("deps").db, accessOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
