import { sql } from "drizzle-orm";
import { z } from "zod";
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

import { freeSlot, holdSlot, inFlightRefusal, takeSlot } from "./in-flight.ts";

const admissionRow = totalsRow.extend({ slot: z.uuid().nullable() });

/**
 * Lets a generation start (`admitSlot`) and holds its slot until the returned release is run.
 */
export async function admitGeneration(
  db: Database,
  limits: AllowanceLimits,
  logger: Logger,
  who: AllowanceHolder & { userId: string },
) {
  return holdSlot(db, await admitSlot(db, limits, who), logger);
}

/**
 * Lets a generation start, before any provider call: the allowance covers it (the account's
 * month, the instance's day) and the user has a slot in flight. One statement on the way to the
 * first token (issue 47; it was a transaction of four round trips): it reads the totals and
 * takes a slot, committed without waiting for the disk (a slot is a lease: a commit lost in a
 * crash loses nothing a lapsing lease would not). A generation the allowance refuses gives its
 * slot back at once. Returns the slot's id: its holder renews its lease (holdSlot), a job's
 * worker as it runs (decision 056).
 */
export async function admitSlot(
  db: Database,
  limits: AllowanceLimits,
  who: AllowanceHolder & { userId: string },
): Promise<string> {
  const now = new Date();
  const [row] = await parseRows(
    db,
    admissionRow,
    sql`select set_config('synchronous_commit', 'off', true), ${totalsColumns(who.accountId, limits, now)},
      ${takeSlot(who.userId)} as slot`,
  );
  const slotId = row?.slot ?? null;
  const refusal = allowanceRefusal(usageFrom(row ?? NO_TOTALS, limits, who, brazilToday(now)));
  if (refusal) {
    if (slotId) await freeSlot(db, slotId);
    throw refusal;
  }
  if (!slotId) throw inFlightRefusal();
  return slotId;
}
