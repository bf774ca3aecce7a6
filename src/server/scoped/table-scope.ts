import { and, type SQL } from "drizzle-orm";

type Condition = SQL | undefined;

/** One content table as one viewer may touch it. */
export type TableScope<T> = {
  /** The table, for its columns. */
  t: T;
  /** SQL: rows of the viewer's workspace they may see, matching every condition. */
  where: (...conditions: Condition[]) => SQL;
};

/** A table under the SQL that says which of its rows the scope may touch. */
export const scopeOf = <T>(t: T, visible: SQL): TableScope<T> => ({
  t,
  where: (...conditions) => and(visible, ...conditions) as SQL,
});
