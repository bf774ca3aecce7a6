import type { Links } from "../../shared/generation/stream.ts";
import type { Lands } from "../../shared/generation/tools.ts";
import type { VersionOrigin } from "../../shared/generation/versions.ts";
import type { Database } from "../db/client.ts";
import {
  ensurePostOfBrand,
  ensureVisiblePost,
  type LandingItem,
  planOutlet,
  postOutlet,
} from "../plans/outlets.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/**
 * Where a result lands beyond its history item, as its tool's registry entry declares it
 * (decision 048): the runner hands it to the outlets of the domains owning those places, in
 * the generation's transaction. Tools and the runner know the places only by name.
 */
export type Landing = {
  lands: Lands;
  access: WorkspaceAccess;
  /** The item's brand: a plan is of it, a post must be of it (or of none). */
  brand: LandingItem["brand"];
  /** The post the result started from, or the saved item writes onto; none: no post. */
  postId: string | null;
  /** How a post's new version was made (generated, an AI edit with its instruction…). */
  how: VersionOrigin;
};

/**
 * Lands a saved result where its tool declares, and answers the links it made. A result without
 * its structured part (an edit of a text no tool made) lands only where none is needed.
 */
export async function land(
  tx: Database,
  landing: Landing,
  item: Omit<LandingItem, "brand"> & { brandId: string | null },
  structured: unknown,
): Promise<Links> {
  const { lands, access, postId } = landing;
  const links: Links = {};
  const has = structured !== undefined;
  if (lands.plan && has) {
    const plan = await planOutlet(tx, access, { ...item, brand: landing.brand }, structured);
    if (plan) links.plan = plan;
  }
  if (lands.post && postId && (has || lands.post === "script")) {
    const taken = await postOutlet(tx, access, {
      postId,
      itemBrandId: item.brandId,
      field: lands.post,
      value: structured,
      historyId: item.historyId,
      how: landing.how,
    });
    if (taken) links.post = postId;
  }
  return links;
}

/**
 * Before anything is generated from a post ("Criar legenda"), or an edit or variations of an
 * item that writes onto one: the post is one the member may see (else 404), of the item's brand
 * (else 422). The outlet checks it again in its own transaction. `required`: a post gone is a
 * 404 too (one asked for by the form); an item's post deleted since has nothing to write onto.
 */
export async function ensureLandingPost(
  db: Database,
  access: WorkspaceAccess,
  post: { postId: string | null | undefined; brandId: string | null },
  { required = false } = {},
) {
  const { postId, brandId } = post;
  if (!postId) return;
  if (required) await ensureVisiblePost(db, access, postId, brandId);
  else await ensurePostOfBrand(db, access, postId, brandId);
}
