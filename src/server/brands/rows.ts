import { getTableColumns } from "drizzle-orm";
import type { FontPair } from "../../shared/art.ts";
import type { Brand, BrandCreate, BrandUpdate } from "../../shared/brand-schemas.ts";
import type { brands } from "../db/schema/index.ts";

// A brand's row and the API's brand: the prompt creator's field names against the columns.

// The logo's bytes are read only where the logo is served or drawn.
type BrandRow = Omit<typeof brands.$inferSelect, "logo">;

/** Every column but the logo's bytes, which only the logo's route and the renderer read. */
export function withoutLogo(t: typeof brands) {
  const { logo: _, ...columns } = getTableColumns(t);
  return columns;
}

/** The API speaks the prompt creator's field names; the table speaks plain column names. */
type BrandColumns = Omit<
  typeof brands.$inferInsert,
  "id" | "userId" | "workspaceId" | "logo" | "logoWidth" | "logoHeight" | "logoVersion"
>;
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
    secondColor: input.secondColor,
    fontPair: input.fontPair,
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
    secondColor: row.secondColor,
    fontPair: (row.fontPair ?? "moderna") as FontPair,
    logoVersion: row.logoVersion,
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
