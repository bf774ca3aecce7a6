import { sql } from "drizzle-orm";
import { brazilToday } from "../../shared/dates.ts";
import { type Database, parseRows } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import {
  type AllowanceHolder,
  type AllowanceLimits,
  allowanceRefusal,
  NO_TOTALS,
  totalsColumns,
  totalsRow,
  usageFrom,
} from "./allowance.ts";
import { holdSlot, inFlightRefusal, lockSlotsOf, takeSlot } from "./in-flight.ts";

/**
 * Lets a generation start, before any provider call: the allowance covers it (the account's
 * month, the instance's day) and the user has a slot in flight. One short transaction on the
 * way to the first token: the totals are read in the statement that takes the user's slot
 * lock, and a slot row, being a lease, is committed without waiting for the disk (a commit
 * lost in a crash loses nothing a lapsing lease would not). Returns the slot's release.
 */
export async function admitGeneration(
  db: Database,
  limits: AllowanceLimits,
  logger: Logger,
  who: AllowanceHolder & { userId: string },
): Promise<() => Promise<void>> {
  const now = new Date();
  const slotId = await db.transaction(async (tx) => {
    const [totals] = await parseRows(
      tx,
      totalsRow,
      sql`select set_config('synchronous_commit', 'off', true), ${lockSlotsOf(who.userId)},
        ${totalsColumns(who.accountId, limits, now)}`,
    );
    const refusal = allowanceRefusal(usageFrom(totals ?? NO_TOTALS, limits, who, brazilToday(now)));
    if (refusal) throw refusal;
    return takeSlot(tx, who.userId);
  });
  if (!slotId) throw inFlightRefusal();
  return holdSlot(db, slotId, logger);
}
