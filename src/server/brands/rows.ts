import type { Brand, BrandCreate, BrandUpdate } from "../../shared/brands.ts";
import type { brands } from "../db/schema/index.ts";

// A brand's row and the API's brand: the prompt creator's field names against the columns.

type BrandRow = typeof brands.$inferSelect;

/** The API speaks the prompt creator's field names; the table speaks plain column names. */
type BrandColumns = Omit<typeof brands.$inferInsert, "id" | "userId" | "workspaceId">;
export function toColumns(input: BrandCreate): BrandColumns;
export function toColumns(input: BrandUpdate): Partial<BrandColumns>;
export function toColumns(input: BrandUpdate): Partial<BrandColumns> {
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
    hashtagSets: input.hashtagSets,
  };
}

/** What a card and the full brand share. */
export function brandFields(row: Omit<BrandRow, "basePrompt" | "createdAt">) {
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
    hashtagSets: row.hashtagSets,
    updatedAt: row.updatedAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function toBrand(row: BrandRow): Brand {
  return {
    ...brandFields(row),
    basePrompt: row.basePrompt,
    createdAt: row.createdAt.toISOString(),
  };
}
