import { type BrandVoice, brandVoice } from "../brands/service.ts";
import type { Database } from "../db/client.ts";
import { ensureMayGoWithoutBrand } from "../workspaces/access.ts";
import type { ItemOwner } from "./service.ts";

export type { BrandVoice };

/** Who runs a tool, and when: a tool checks the brand it is asked for against their access. */
export type ToolContext = ItemOwner & {
  db: Database;
  now: Date;
  /** "Gerar novamente com uma instrução": the item the run becomes a version of (decision 043). */
  again?: Again;
};

/** A run again of a saved item's tool, on its inputs, with an instruction. */
export type Again = { historyId: string; instruction: string };

/**
 * The brand a request names, refused before generating when the member may not see it; a
 * member limited to some brands must name one (else they could not see the result).
 */
export async function chosenBrand({ db, access }: ToolContext, brandId: string | undefined) {
  if (brandId) return brandVoice(db, access, brandId);
  ensureMayGoWithoutBrand(access);
  return null;
}
