import { createHash } from "node:crypto";
import { and, eq, type SQL } from "drizzle-orm";
import { zipSync } from "fflate";
import type { Context } from "hono";
import type { FontPair } from "../../shared/art.ts";
import type { PostArt } from "../../shared/art-schemas.ts";
import { artZipName, slideFileName } from "../../shared/file-names.ts";
import { POST_NOT_FOUND } from "../../shared/plans.ts";
import type { ArtLook } from "../art/job.ts";
import type { ArtRenderer } from "../art/renderer.ts";
import type { Database } from "../db/client.ts";
import type { brands, planPosts, plans } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scopedToLink, scopedToWorkspacePlan } from "../scoped/held.ts";
import { columns, scoped } from "../scoped/scope.ts";
import type { TableScope } from "../scoped/table-scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

/*
 * A post's slides as images (decision 054): drawn by the render pool from the post's art and its
 * plan's brand look, only for who may see the post (a member through scoped(access), a client
 * through their link's scope). The ETag is the slide's drawing (its text, place, size and
 * look, the logo by its hash), so a changed art or look is a new tag and an unchanged one a 304
 * with nothing drawn.
 */

const SLIDE_NOT_FOUND = "Slide não encontrado.";

/** The look of a plan of no brand, or of a brand that chose no colours. */
const PLAIN_LOOK = { color: "#1e293b", secondColor: "#f59e0b", fontPair: "moderna" as FontPair };

/** What the read goes through: a member's scope or a link's. */
type Scope = {
  posts: TableScope<typeof planPosts>;
  plans: TableScope<typeof plans>;
  brands: TableScope<typeof brands>;
};

/** The post's art and its plan's brand look, read through the viewer's scope. */
async function artWithLook(db: Database, scope: Scope, planId: string | null, postId: string) {
  if (!isUuid(postId) || (planId !== null && !isUuid(planId))) {
    throw errors.notFound(POST_NOT_FOUND);
  }
  const { posts, plans, brands } = scope;
  const b = columns.brands;
  const onPlan: SQL | undefined = planId === null ? undefined : eq(posts.t.planId, planId);
  const [row] = await db
    .select({
      art: posts.t.art,
      date: posts.t.date,
      theme: posts.t.theme,
      planBrandName: plans.t.brandName,
      brandName: b.name,
      color: b.color,
      secondColor: b.secondColor,
      fontPair: b.fontPair,
      logo: b.logo,
      logoWidth: b.logoWidth,
      logoHeight: b.logoHeight,
      logoVersion: b.logoVersion,
    })
    .from(posts.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
    .leftJoin(brands.t, brands.where(eq(brands.t.id, plans.t.brandId)))
    .where(posts.where(and(eq(posts.t.id, postId), onPlan)));
  if (!row) throw errors.notFound(POST_NOT_FOUND);
  const logo =
    row.logo && row.logoWidth && row.logoHeight
      ? { png: row.logo, width: row.logoWidth, height: row.logoHeight }
      : null;
  const look: ArtLook = {
    brandName: row.brandName ?? row.planBrandName ?? "",
    color: row.color ?? PLAIN_LOOK.color,
    secondColor: row.secondColor ?? PLAIN_LOOK.secondColor,
    fontPair: (row.fontPair as FontPair | null) ?? PLAIN_LOOK.fontPair,
    logo,
  };
  return { art: row.art, look, logoVersion: row.logoVersion, post: row };
}

/** One slide to serve: its ETag, and its PNG drawn (or read from the cache) when asked. */
export type SlideImage = { etag: string; png: () => Promise<Uint8Array> };

function slideImage(
  renderer: ArtRenderer,
  { art, look, logoVersion }: { art: PostArt | null; look: ArtLook; logoVersion: string | null },
  number: string,
): SlideImage {
  // The path's number is the slide's place as people count it: 1 is the cover.
  const index = /^\d{1,2}$/.test(number) ? Number(number) - 1 : -1;
  const slide = art?.slides[index];
  if (!art || !slide) throw errors.notFound(SLIDE_NOT_FOUND);
  const job = { slide, index, total: art.slides.length, look, format: art.format };
  const { logo, ...drawn } = look;
  const etag = createHash("sha256")
    .update(JSON.stringify({ ...job, look: drawn, logo: logo ? logoVersion : null }))
    .digest("base64url")
    .slice(0, 27);
  return { etag: `"${etag}"`, png: () => renderer.render(job) };
}

/** A slide of a post the member may see (another workspace's, or of a brand they do not see: 404). */
export async function memberSlide(
  db: Database,
  renderer: ArtRenderer,
  access: WorkspaceAccess,
  place: { planId: string; postId: string; number: string },
) {
  const found = await artWithLook(db, scoped(access), place.planId, place.postId);
  return slideImage(renderer, found, place.number);
}

/**
 * "Baixar todos": every slide of a post the member may see, in one ZIP named by the post's date
 * and theme, each slide by its place. PNGs are compressed already: stored, not deflated again.
 */
export async function memberArtZip(
  db: Database,
  renderer: ArtRenderer,
  access: WorkspaceAccess,
  place: { planId: string; postId: string },
) {
  const found = await artWithLook(db, scoped(access), place.planId, place.postId);
  const count = found.art?.slides.length ?? 0;
  if (count === 0) throw errors.notFound(SLIDE_NOT_FOUND);
  const places = Array.from({ length: count }, (_, i) => i + 1);
  const pngs = await Promise.all(places.map((n) => slideImage(renderer, found, String(n)).png()));
  const files = Object.fromEntries(pngs.map((png, i) => [slideFileName(found.post, i + 1), png]));
  return { name: artZipName(found.post), zip: zipSync(files, { level: 0 }) };
}

/** A slide of a post of the client's link's plan. */
export async function linkSlide(
  db: Database,
  renderer: ArtRenderer,
  link: { id: string; planId: string; workspaceId: string },
  place: { postId: string; number: string },
) {
  const found = await artWithLook(db, scopedToLink(link), null, place.postId);
  return slideImage(renderer, found, place.number);
}

/**
 * A slide of a post being published (decision 063), for the network that fetches it at a signed
 * URL: the publication names its workspace, plan and post.
 */
export async function publishedSlide(
  db: Database,
  renderer: ArtRenderer,
  place: { workspaceId: string; planId: string; postId: string; number: string },
) {
  const found = await artWithLook(db, scopedToWorkspacePlan(place), null, place.postId);
  return slideImage(renderer, found, place.number);
}

/**
 * The slide as `image/png`, never sniffed as anything else; the browser keeps it and asks again
 * each time with its ETag, answered 304 without drawing while the art and look are unchanged.
 */
export async function serveSlide(c: Context, image: SlideImage) {
  const headers = {
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-cache",
    ETag: image.etag,
  };
  if (c.req.header("If-None-Match") === image.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await image.png()), 200, {
    ...headers,
    "Content-Type": "image/png",
  });
}
