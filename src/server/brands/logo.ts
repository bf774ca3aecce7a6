import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { LOGO_REFUSED, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from "../../shared/art.ts";
import { BRAND_NOT_FOUND } from "../../shared/brands.ts";
import type { Database } from "../db/client.ts";
import { AppError, errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";

// Room for a crisp header on a 1080-pixel slide, and a bound on what a row holds.
const MAX_SIDE = 1024;
const ACCEPTED = new Set(["png", "jpeg", "webp"]);

/**
 * The upload decoded and drawn again as a PNG: whatever rode along in the file (metadata,
 * a second image, bytes after the end, a script in an SVG) is not carried over. SVG and
 * anything sharp cannot decode are refused.
 */
async function reencode(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_LOGO_BYTES)
    throw new AppError(413, "PAYLOAD_TOO_LARGE", LOGO_TOO_LARGE);
  // Loaded on the first upload: its native library (libvips) is memory an idle server never needs.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (!ACCEPTED.has(format ?? "")) throw errors.unprocessable(LOGO_REFUSED);
    const { data, info } = await image
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw errors.unprocessable(LOGO_REFUSED);
  }
}

/** The member's view of the brands, for a well-formed id; any other id is the brand's 404. */
function brandsFor(access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  return scoped(access).brands;
}

/** Checks the brand before the upload is read: another workspace's gets its 404, not a 422. */
export async function ensureBrand(db: Database, access: WorkspaceAccess, id: string) {
  const brand = brandsFor(access, id);
  const [row] = await db
    .select({ id: brand.t.id })
    .from(brand.t)
    .where(brand.where(eq(brand.t.id, id)));
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
}

type LogoColumns = {
  logo: Uint8Array | null;
  logoWidth: number | null;
  logoHeight: number | null;
  logoVersion: string | null;
};

async function writeLogo(db: Database, access: WorkspaceAccess, id: string, columns: LogoColumns) {
  const brand = brandsFor(access, id);
  const [row] = await db
    .update(brand.t)
    .set({ ...columns, updatedAt: new Date() })
    .where(brand.where(eq(brand.t.id, id)))
    .returning({ id: brand.t.id });
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
}

/** Stores the upload as the brand's logo; answers the new version. */
export async function setLogo(db: Database, access: WorkspaceAccess, id: string, file: unknown) {
  if (!(file instanceof File)) throw errors.badRequest("Escolha a imagem do logo.");
  const logo = await reencode(new Uint8Array(await file.arrayBuffer()));
  const logoVersion = createHash("sha256").update(logo.png).digest("base64url").slice(0, 16);
  await writeLogo(db, access, id, {
    logo: logo.png,
    logoWidth: logo.width,
    logoHeight: logo.height,
    logoVersion,
  });
  return { logoVersion };
}

export const removeLogo = (db: Database, access: WorkspaceAccess, id: string) =>
  writeLogo(db, access, id, { logo: null, logoWidth: null, logoHeight: null, logoVersion: null });

/** The brand's logo as stored, or the brand's 404 (also when it has none). */
export async function brandLogo(db: Database, access: WorkspaceAccess, id: string) {
  const brand = brandsFor(access, id);
  const [row] = await db
    .select({ png: brand.t.logo, version: brand.t.logoVersion })
    .from(brand.t)
    .where(brand.where(eq(brand.t.id, id)));
  if (!row?.png || !row.version) throw errors.notFound("Esta marca não tem logo.");
  return { png: row.png, version: row.version };
}
