import type { Database } from "../db/client.ts";

/**
 * `build` run once per database, its result remembered: Drizzle otherwise rebuilds a query's
 * SQL on every call, and a named prepared statement is parsed and planned by PostgreSQL once
 * per connection. Keyed by the database so each instance of the app (and each test's) has its
 * own statements, and they go when it does.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
