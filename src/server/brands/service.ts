import { count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Brand, BrandCreate, BrandList, BrandUpdate } from "../../shared/brand-schemas.ts";
import {
  BRAND_CARD_PROMPT_LENGTH,
  BRAND_LIMIT_MESSAGE,
  BRAND_NOT_FOUND,
  MAX_BASE_PROMPT_LENGTH,
  MAX_BRANDS,
} from "../../shared/brands.ts";
import type { BrandInput } from "../../shared/generation/inputs.ts";
import { promptTitle } from "../../shared/generation/titles.ts";
import { BRAND_BASE_KIND } from "../../shared/generation/tools.ts";
import { MAX_FIELD_LENGTH } from "../../shared/limits.ts";
import type { Database } from "../db/client.ts";
import type { brands } from "../db/schema/index.ts";
import { workspaces } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scoped } from "../scoped/scope.ts";
import { ensureEveryBrand, type WorkspaceAccess } from "../workspaces/access.ts";
import { brandFields, toBrand, toColumns, withoutLogo } from "./rows.ts";

const HISTORY_NOT_FOUND = "Conteúdo não encontrado.";

/** Most recently edited first: the brand being worked on leads the list. */
export async function listBrands(db: Database, access: WorkspaceAccess): Promise<BrandList> {
  const brand = scoped(access).brands;
  const { basePrompt, createdAt: _, ...columns } = withoutLogo(brand.t);
  const rows = await db
    .select({
      ...columns,
      basePromptStart: sql<string>`left(${basePrompt}, ${BRAND_CARD_PROMPT_LENGTH})`,
      hasBasePrompt: sql<boolean>`${basePrompt} <> ''`,
    })
    .from(brand.t)
    .where(brand.where())
    .orderBy(desc(brand.t.updatedAt), desc(brand.t.id));
  const lastUsed = rows.reduce<(typeof rows)[number] | undefined>(
    (best, row) =>
      row.lastUsedAt && (!best?.lastUsedAt || row.lastUsedAt > best.lastUsedAt) ? row : best,
    undefined,
  );
  return {
    items: rows.map((row) => ({
      ...brandFields(row),
      basePromptStart: row.basePromptStart,
      hasBasePrompt: row.hasBasePrompt,
    })),
    lastUsedId: lastUsed?.id ?? null,
  };
}

/** A brand the member may see; any other, an unknown id or a malformed one are all a 404. */
async function visibleRow(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  const brand = scoped(access).brands;
  const [row] = await db
    .select(withoutLogo(brand.t))
    .from(brand.t)
    .where(brand.where(eq(brand.t.id, id)));
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
  return row;
}

export async function getBrand(db: Database, access: WorkspaceAccess, id: string): Promise<Brand> {
  return toBrand(await visibleRow(db, access, id));
}

/**
 * The limit is checked and the row written under a lock on the workspace's row, so two tabs
 * (or two members) creating at once cannot pass 50 between them.
 */
/** A new brand; one made elsewhere than the brand form starts with no hashtag sets. */
export async function createBrand(
  db: Database,
  access: WorkspaceAccess,
  // The hashtag sets and the art's look (decision 050) are the brand form's; made elsewhere, a
  // brand starts without them.
  input: Omit<BrandCreate, "hashtagSets" | "secondColor" | "fontPair"> &
    Partial<Pick<BrandCreate, "hashtagSets" | "secondColor" | "fontPair">>,
) {
  ensureEveryBrand(access);
  const brand = scoped(access).brands;
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, access.workspaceId))
      .for("update");
    // ensureEveryBrand above: the brands this member sees are every brand of the workspace.
    const [existing] = await tx.select({ value: count() }).from(brand.t).where(brand.where());
    if ((existing?.value ?? 0) >= MAX_BRANDS) throw errors.conflict(BRAND_LIMIT_MESSAGE);
    const [created] = await tx
      .insert(brand.t)
      .values(
        brand.values(
          toColumns({ hashtagSets: [], secondColor: null, fontPair: "moderna", ...input }),
        ),
      )
      .returning(withoutLogo(brand.t));
    return created;
  });
  if (!row) throw new Error("brand insert returned no row");
  return toBrand(row);
}

export async function updateBrand(
  db: Database,
  access: WorkspaceAccess,
  id: string,
  input: BrandUpdate,
) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  const brand = scoped(access).brands;
  const [row] = await db
    .update(brand.t)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(brand.where(eq(brand.t.id, id)))
    .returning(withoutLogo(brand.t));
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
  return toBrand(row);
}

/** A copy named as such, to start a sister brand from (a franchise, a second shop). */
export async function duplicateBrand(db: Database, access: WorkspaceAccess, id: string) {
  const source = toBrand(await visibleRow(db, access, id));
  return createBrand(db, access, { ...source, brandName: `${source.brandName} (cópia)` });
}

/** The history keeps the brand's content, labelled with the name it carries (brand_name). */
export async function deleteBrand(db: Database, access: WorkspaceAccess, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  const brand = scoped(access).brands;
  const deleted = await db
    .delete(brand.t)
    .where(brand.where(eq(brand.t.id, id)))
    .returning({ id: brand.t.id });
  if (deleted.length === 0) throw errors.notFound(BRAND_NOT_FOUND);
}

/** What a generation needs of its brand: the label its item keeps, the words its prompt uses. */
/** What a generation reads of its brand: its label, and what its voice card is made of. */
export type BrandVoice = Pick<
  Brand,
  | "id"
  | "brandName"
  | "brandDescription"
  | "brandLocation"
  | "brandProblemSolution"
  | "brandValues"
  | "wordsToUse"
  | "wordsToAvoid"
>;

const voiceColumns = (t: typeof brands) => ({
  id: t.id,
  brandName: t.name,
  brandDescription: t.description,
  brandLocation: t.location,
  brandProblemSolution: t.problemSolution,
  brandValues: t.brandValues,
  wordsToUse: t.wordsToUse,
  wordsToAvoid: t.wordsToAvoid,
});

/** The brand a generation names, if the member may see it (else the same 404 as reading it). */
export async function brandVoice(
  db: Database,
  access: WorkspaceAccess,
  id: string,
): Promise<BrandVoice> {
  const brand = scoped(access).brands;
  const [voice] = await db
    .select(voiceColumns(brand.t))
    .from(brand.t)
    .where(brand.where(eq(brand.t.id, id)));
  if (!voice) throw errors.notFound(BRAND_NOT_FOUND);
  return voice;
}

/** The tools preselect the brand generated for last (one the member may see). */
export async function markBrandUsed(db: Database, access: WorkspaceAccess, id: string) {
  const brand = scoped(access).brands;
  await db
    .update(brand.t)
    .set({ lastUsedAt: new Date() })
    .where(brand.where(eq(brand.t.id, id)));
}

/** A new brand from the prompt creator must fit: refused before anything is generated. */
export async function ensureRoomForBrand(db: Database, access: WorkspaceAccess) {
  ensureEveryBrand(access);
  const brand = scoped(access).brands;
  if ((await db.$count(brand.t, brand.where())) >= MAX_BRANDS) {
    throw errors.conflict(BRAND_LIMIT_MESSAGE);
  }
}

/**
 * The prompt creator's result: the brand being edited gets the five answers and the new
 * Prompt Mãe (its colour and words stay); without one, a new brand is made of them.
 */
export async function saveGeneratedBrand(
  db: Database,
  access: WorkspaceAccess,
  { brandName, brandDescription, brandLocation, brandProblemSolution, brandValues }: BrandInput,
  basePrompt: string,
  brandId: string | undefined,
): Promise<BrandVoice> {
  const fields = {
    brandName,
    brandDescription,
    brandLocation,
    brandProblemSolution,
    brandValues,
    basePrompt,
  };
  if (brandId) return updateBrand(db, access, brandId, fields);
  return createBrand(db, access, { ...fields, color: null, wordsToUse: [], wordsToAvoid: [] });
}

const PROMPT_TITLE_PREFIX = promptTitle("");

/**
 * "Salvar como marca": a Prompt Mãe from the history (made before brands existed) becomes a
 * brand named as its title says; the other answers were never kept, so they start empty.
 */
export async function brandFromHistory(db: Database, access: WorkspaceAccess, historyId: string) {
  if (!z.uuid().safeParse(historyId).success) throw errors.notFound(HISTORY_NOT_FOUND);
  const history = scoped(access).history;
  const [item] = await db
    .select({ title: history.t.title, content: history.t.content })
    .from(history.t)
    .where(history.where(eq(history.t.id, historyId), eq(history.t.contentType, BRAND_BASE_KIND)));
  if (!item) throw errors.notFound(HISTORY_NOT_FOUND);
  const name = item.title.startsWith(PROMPT_TITLE_PREFIX)
    ? item.title.slice(PROMPT_TITLE_PREFIX.length)
    : item.title;
  const brand = await createBrand(db, access, {
    brandName: name.slice(0, MAX_FIELD_LENGTH),
    brandDescription: "",
    brandLocation: "",
    brandProblemSolution: "",
    brandValues: "",
    basePrompt: item.content.slice(0, MAX_BASE_PROMPT_LENGTH),
    color: null,
    wordsToUse: [],
    wordsToAvoid: [],
  });
  await db
    .update(history.t)
    .set({ brandId: brand.id, brandName: brand.brandName })
    .where(history.where(eq(history.t.id, historyId)));
  return brand;
}
