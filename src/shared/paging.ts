import { z } from "zod";
import { MAX_PAGE, MAX_SEARCH } from "./paging-bounds.ts";

const INVALID_PAGE = "Página inválida.";

/** A page number from the address: 1 when absent, refused in Portuguese when not a page. */
export const pageNumber = z.coerce
  .number(INVALID_PAGE)
  .int(INVALID_PAGE)
  .min(1, INVALID_PAGE)
  .max(MAX_PAGE, INVALID_PAGE)
  .default(1);

/** A search term from the address: trimmed, bounded, empty when absent. */
export const searchTerm = z
  .string()
  .trim()
  .max(MAX_SEARCH, `A busca aceita no máximo ${MAX_SEARCH} caracteres.`)
  .default("");

/** One page of a list the server pages. */
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
