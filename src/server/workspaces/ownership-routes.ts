import { Hono } from "hono";
import {
  deleteWorkspaceSchema,
  leaveWorkspaceSchema,
  offerParamSchema,
  ownershipOfferSchema,
} from "../../shared/ownership.ts";
import type { AppEnv } from "../app-env.ts";
import { viewerOf } from "../auth/guards.ts";
import { jsonBody, validate } from "../lib/validate.ts";
import { accessOf, may } from "./access.ts";
import { deleteWorkspace, leaveWorkspace } from "./lifecycle.ts";
import {
  acceptOffer,
  cancelOffer,
  declineOffer,
  offerOwnership,
  offersTo,
  pendingOffer,
} from "./ownership.ts";

/**
 * The workspace's life (mounted under /api/workspaces, behind its signed-in guard): the
 * Proprietário (`workspace` action) offers ownership, cancels the offer, deletes the current
 * workspace; the member offered it accepts or declines from any workspace; a member leaves.
 */
export function ownershipRoutes() {
  return new Hono<AppEnv>()
    .get("/ownership-offer", may("workspace"), async (c) =>
      c.json({ offer: await pendingOffer(c.get("deps").db, accessOf(c)) }, 200),
    )
    .put("/ownership-offer", may("workspace"), jsonBody(ownershipOfferSchema), async (c) => {
      const { userId } = c.req.valid("json");
      return c.json({ offer: await offerOwnership(c.get("deps").db, accessOf(c), userId) }, 200);
    })
    .delete("/ownership-offer", may("workspace"), async (c) => {
      await cancelOffer(c.get("deps").db, accessOf(c));
      return c.body(null, 204);
    })
    .get("/ownership-offers", async (c) =>
      c.json({ items: await offersTo(c.get("deps").db, viewerOf(c).id) }, 200),
    )
    .post(
      "/ownership-offers/:workspaceId/accept",
      validate("param", offerParamSchema),
      async (c) => {
        await acceptOffer(c.get("deps").db, viewerOf(c).id, c.req.valid("param").workspaceId);
        return c.body(null, 204);
      },
    )
    .post(
      "/ownership-offers/:workspaceId/decline",
      validate("param", offerParamSchema),
      async (c) => {
        await declineOffer(c.get("deps").db, viewerOf(c).id, c.req.valid("param").workspaceId);
        return c.body(null, 204);
      },
    )
    .post("/current/leave", may("read"), jsonBody(leaveWorkspaceSchema), async (c) => {
      await leaveWorkspace(c.get("deps").db, accessOf(c), c.req.valid("json").workspaceId);
      return c.body(null, 204);
    })
    .delete("/current", may("workspace"), jsonBody(deleteWorkspaceSchema), async (c) => {
      await deleteWorkspace(c.get("deps"), accessOf(c), c.req.valid("json").name);
      return c.body(null, 204);
    });
}
