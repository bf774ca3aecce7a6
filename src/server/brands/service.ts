import { and, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import {
  BRAND_CARD_PROMPT_LENGTH,
  BRAND_LIMIT_MESSAGE,
  BRAND_NOT_FOUND,
  type Brand,
  type BrandCreate,
  type BrandList,
  type BrandUpdate,
  MAX_BASE_PROMPT_LENGTH,
  MAX_BRANDS,
} from "../../shared/brands.ts";
import type { BrandInput } from "../../shared/generation/inputs.ts";
import { promptTitle } from "../../shared/generation/titles.ts";
import { MAX_FIELD_LENGTH } from "../../shared/limits.ts";
import type { Database } from "../db/client.ts";
import { brands, contentHistory, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";

type BrandRow = typeof brands.$inferSelect;

const HISTORY_NOT_FOUND = "Conteúdo não encontrado.";

/** The API speaks the prompt creator's field names; the table speaks plain column names. */
type BrandColumns = Omit<typeof brands.$inferInsert, "id" | "userId">;
function toColumns(input: BrandCreate): BrandColumns;
function toColumns(input: BrandUpdate): Partial<BrandColumns>;
function toColumns(input: BrandUpdate): Partial<BrandColumns> {
  return {
    name: input.brandName,
    description: input.brandDescription,
    location: input.brandLocation,
    problemSolution: input.brandProblemSolution,
    brandValues: input.brandValues,
    basePrompt: input.basePrompt,
    color: input.color,
    wordsToUse: input.wordsToUse,
    wordsToAvoid: input.wordsToAvoid,
  };
}

/** What a card and the full brand share. */
function brandFields(row: Omit<BrandRow, "basePrompt" | "createdAt">) {
  return {
    id: row.id,
    brandName: row.name,
    brandDescription: row.description,
    brandLocation: row.location,
    brandProblemSolution: row.problemSolution,
    brandValues: row.brandValues,
    color: row.color,
    wordsToUse: row.wordsToUse,
    wordsToAvoid: row.wordsToAvoid,
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

function toBrand(row: BrandRow): Brand {
  return {
    ...brandFields(row),
    basePrompt: row.basePrompt,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Most recently edited first: the brand being worked on leads the list. */
export async function listBrands(db: Database, userId: string): Promise<BrandList> {
  const { basePrompt, createdAt: _, ...columns } = getTableColumns(brands);
  const rows = await db
    .select({
      ...columns,
      basePromptStart: sql<string>`left(${basePrompt}, ${BRAND_CARD_PROMPT_LENGTH})`,
      hasBasePrompt: sql<boolean>`${basePrompt} <> ''`,
    })
    .from(brands)
    .where(eq(brands.userId, userId))
    .orderBy(desc(brands.updatedAt), desc(brands.id));
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

/** The user's own brand; anyone else's, an unknown id or a malformed one are all a 404. */
async function ownedRow(db: Database, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.userId, userId)));
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
  return row;
}

export async function getBrand(db: Database, userId: string, id: string): Promise<Brand> {
  return toBrand(await ownedRow(db, userId, id));
}

/**
 * The limit is checked and the row written under a lock on the account's user row, so two
 * tabs creating at once cannot pass 50 between them.
 */
export async function createBrand(db: Database, userId: string, input: BrandCreate) {
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [existing] = await tx
      .select({ value: count() })
      .from(brands)
      .where(eq(brands.userId, userId));
    if ((existing?.value ?? 0) >= MAX_BRANDS) throw errors.conflict(BRAND_LIMIT_MESSAGE);
    const [created] = await tx
      .insert(brands)
      .values({ userId, ...toColumns(input) })
      .returning();
    return created;
  });
  if (!row) throw new Error("brand insert returned no row");
  return toBrand(row);
}

export async function updateBrand(db: Database, userId: string, id: string, input: BrandUpdate) {
  await ownedRow(db, userId, id);
  const [row] = await db
    .update(brands)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(brands.id, id), eq(brands.userId, userId)))
    .returning();
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
  return toBrand(row);
}

/** A copy named as such, to start a sister brand from (a franchise, a second shop). */
export async function duplicateBrand(db: Database, userId: string, id: string) {
  const source = toBrand(await ownedRow(db, userId, id));
  return createBrand(db, userId, { ...source, brandName: `${source.brandName} (cópia)` });
}

/** The history keeps the brand's content, labelled with the name it carries (brand_name). */
export async function deleteBrand(db: Database, userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw errors.notFound(BRAND_NOT_FOUND);
  const deleted = await db
    .delete(brands)
    .where(and(eq(brands.id, id), eq(brands.userId, userId)))
    .returning({ id: brands.id });
  if (deleted.length === 0) throw errors.notFound(BRAND_NOT_FOUND);
}

/** What a generation needs of its brand: the label its item keeps, the words its prompt uses. */
export type BrandVoice = Pick<Brand, "id" | "brandName" | "wordsToUse" | "wordsToAvoid">;

const voiceColumns = {
  id: brands.id,
  brandName: brands.name,
  wordsToUse: brands.wordsToUse,
  wordsToAvoid: brands.wordsToAvoid,
};

/** The brand a generation names, if it is the account's own (else the same 404 as reading it). */
export async function brandVoice(db: Database, userId: string, id: string): Promise<BrandVoice> {
  const [voice] = await db
    .select(voiceColumns)
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.userId, userId)));
  if (!voice) throw errors.notFound(BRAND_NOT_FOUND);
  return voice;
}

/** The tools preselect the brand generated for last. */
export async function markBrandUsed(db: Database, id: string) {
  await db.update(brands).set({ lastUsedAt: new Date() }).where(eq(brands.id, id));
}

/** A new brand from the prompt creator must fit: refused before anything is generated. */
export async function ensureRoomForBrand(db: Database, userId: string) {
  if ((await db.$count(brands, eq(brands.userId, userId))) >= MAX_BRANDS) {
    throw errors.conflict(BRAND_LIMIT_MESSAGE);
  }
}

/**
 * The prompt creator's result: the brand being edited gets the five answers and the new
 * Prompt Mãe (its colour and words stay); without one, a new brand is made of them.
 */
export async function saveGeneratedBrand(
  db: Database,
  userId: string,
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
  if (brandId) return updateBrand(db, userId, brandId, fields);
  return createBrand(db, userId, { ...fields, color: null, wordsToUse: [], wordsToAvoid: [] });
}

const PROMPT_TITLE_PREFIX = promptTitle("");

/**
 * "Salvar como marca": a Prompt Mãe from the history (made before brands existed) becomes a
 * brand named as its title says; the other answers were never kept, so they start empty.
 */
export async function brandFromHistory(db: Database, userId: string, historyId: string) {
  if (!z.uuid().safeParse(historyId).success) throw errors.notFound(HISTORY_NOT_FOUND);
  const [item] = await db
    .select({ title: contentHistory.title, content: contentHistory.content })
    .from(contentHistory)
    .where(
      and(
        eq(contentHistory.id, historyId),
        eq(contentHistory.userId, userId),
        eq(contentHistory.contentType, "prompt"),
      ),
    );
  if (!item) throw errors.notFound(HISTORY_NOT_FOUND);
  const name = item.title.startsWith(PROMPT_TITLE_PREFIX)
    ? item.title.slice(PROMPT_TITLE_PREFIX.length)
    : item.title;
  const brand = await createBrand(db, userId, {
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
    .update(contentHistory)
    .set({ brandId: brand.id, brandName: brand.brandName })
    .where(eq(contentHistory.id, historyId));
  return brand;
}
