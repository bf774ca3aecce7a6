import type { Database } from "../db/client.ts";

/**
 * A purge of rows past their use, run where such rows are made, at most once per `everyMs`
 * per instance: a plain delete any instance may run at any time, so no timer lives in the app.
 */
export function sweepAtMostEvery(everyMs: number, purge: (db: Database) => Promise<unknown>) {
  const lastRun = new WeakMap<Database, number>();
  return async (db: Database) => {
    const now = Date.now();
    if (now - (lastRun.get(db) ?? 0) < everyMs) return;
    lastRun.set(db, now);
    await purge(db);
  };
}
