import { eq, sql } from "drizzle-orm";
import { IN_FLIGHT_MESSAGE, MAX_GENERATIONS_IN_FLIGHT } from "../../shared/ai-usage.ts";
import type { Database } from "../db/client.ts";
import { aiGenerationSlots } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";

/** A slot's lease: renewed while its generation runs, so a crashed instance's slots lapse. */
const LEASE_SECONDS = 90;
const RENEW_EVERY_MS = 30_000;

const leaseEnd = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Slot rows are leases: a commit lost in a database crash loses nothing a lapsing lease would
 * not, so their writes do not wait for the disk (about 6 ms per commit here, on the way to a
 * generation's first token).
 */
const leaseWrite = <T>(db: Database, write: (tx: Database) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
    return write(tx);
  });

/**
 * SQL: takes one of the user's MAX_GENERATIONS_IN_FLIGHT slots, as a column of the statement
 * it is in (migration 0023): waiting for the user's other admissions across app instances,
 * clearing lapsed leases on the way; the new slot's id, or null when all are taken.
 */
export const takeSlot = (userId: string) =>
  sql`take_generation_slot(${userId}, ${MAX_GENERATIONS_IN_FLIGHT}, ${LEASE_SECONDS})`;

/** Frees a slot at once (a generation that ends, or one refused after taking it). */
export const freeSlot = (db: Database, slotId: string) =>
  leaseWrite(db, (tx) => tx.delete(aiGenerationSlots).where(eq(aiGenerationSlots.id, slotId)));

export const inFlightRefusal = () => new AppError(429, "AI_IN_FLIGHT", IN_FLIGHT_MESSAGE);

/** Holds a taken slot: renews its lease until the returned release is run. */
export function holdSlot(db: Database, slotId: string, logger: Logger) {
  const mine = eq(aiGenerationSlots.id, slotId);
  const renew = setInterval(() => {
    leaseWrite(db, (tx) =>
      tx.update(aiGenerationSlots).set({ leaseUntil: leaseEnd }).where(mine),
    ).catch((error: unknown) => logger.warn({ err: error }, "generation slot not renewed"));
  }, RENEW_EVERY_MS);
  renew.unref();
  return async () => {
    clearInterval(renew);
    try {
      await freeSlot(db, slotId);
    } catch (error) {
      // The lease lapses by itself.
      logger.warn({ err: error }, "generation slot not released");
    }
  };
}
