import { sql } from "drizzle-orm";
import { z } from "zod";
import { brazilToday } from "../../shared/dates.ts";
import { type Database, parseRows } from "../db/client.ts";
import { errors } from "../lib/errors.ts";
import type { Logger } from "../lib/logger.ts";
import { hitRow, hitStatement, retryAfterOf } from "../lib/rate-limit.ts";
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

const admissionRow = totalsRow.extend({
  slot: z.uuid().nullable(),
  hit: hitRow.nullable(),
});

/**
 * Generations a member asks for per minute, counted by their admission (the edit, every tool,
 * the options, a week's run as a whole; not a week's posts, admitted one by one as they run).
 */
export const GENERATION_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

/** Whether an admission is a member's request, counted against GENERATION_RATE_LIMIT. */
export type Admission = { counted: boolean };

/**
 * Lets a generation start (`admitSlot`) and holds its slot until the returned release is run.
 */
export async function admitGeneration(
  db: Database,
  limits: AllowanceLimits,
  logger: Logger,
  who: AllowanceHolder & { userId: string },
) {
  return holdSlot(db, await admitSlot(db, limits, who, { counted: true }), logger);
}

/**
 * Lets a generation start, before any provider call: within the member's rate limit (a request's
 * admission is counted), the allowance covers it (the account's month, the instance's day) and
 * the user has a slot in flight. One statement on the way to the first token (issue 47; it was a
 * transaction of four round trips, and the rate limit's count a statement before it): it counts
 * the hit, reads the totals and takes a slot unless the hit is over the limit, committed without
 * waiting for the disk (a slot is a lease: a commit lost in a crash loses nothing a lapsing lease
 * would not). A generation the allowance refuses gives its slot back at once. Returns the slot's
 * id: its holder renews its lease (holdSlot), a job's worker as it runs (decision 056).
 */
export async function admitSlot(
  db: Database,
  limits: AllowanceLimits,
  who: AllowanceHolder & { userId: string },
  { counted }: Admission,
): Promise<string> {
  const now = new Date();
  const rule = GENERATION_RATE_LIMIT;
  const slot = counted
    ? sql`case when (select count from hit) > ${rule.limit} then null else ${takeSlot(who.userId)} end`
    : takeSlot(who.userId);
  const [row] = await parseRows(
    db,
    admissionRow,
    sql`${counted ? sql`with hit as (${hitStatement(`generate:${who.userId}`, rule)}) ` : sql``}select set_config('synchronous_commit', 'off', true), ${totalsColumns(who.accountId, limits, now)},
      ${counted ? sql`(select row_to_json(hit) from hit)` : sql`null`} as hit, ${slot} as slot`,
  );
  const retryAfter = retryAfterOf(row?.hit ?? undefined, rule);
  if (retryAfter !== null) throw errors.tooManyRequests(retryAfter);
  const slotId = row?.slot ?? null;
  const refusal = allowanceRefusal(usageFrom(row ?? NO_TOTALS, limits, who, brazilToday(now)));
  if (refusal) {
    if (slotId) await freeSlot(db, slotId);
    throw refusal;
  }
  if (!slotId) throw inFlightRefusal();
  return slotId;
}
