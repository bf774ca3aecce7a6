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
  MAX_BRANDS,
} from "../../shared/brands.ts";
import type { Database } from "../db/client.ts";
import { brands, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";

type BrandRow = typeof brands.$inferSelect;

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
