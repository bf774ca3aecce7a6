import { and, eq, lte, sql } from "drizzle-orm";
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
 * Takes one of the user's MAX_GENERATIONS_IN_FLIGHT slots, or refuses with a Portuguese 429.
 * The slots are rows every app instance sees; a transaction-scoped advisory lock on the user
 * makes "count, then insert" one step across instances. Returns the release, which the
 * caller runs when the generation ends (the lease is renewed until then).
 */
export async function claimGenerationSlot(
  db: Database,
  userId: string,
  logger: Logger,
): Promise<() => Promise<void>> {
  const slotId = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`ai-slots:${userId}`}, 0))`,
    );
    await tx
      .delete(aiGenerationSlots)
      .where(
        and(eq(aiGenerationSlots.userId, userId), lte(aiGenerationSlots.leaseUntil, sql`now()`)),
      );
    const held = await tx.$count(aiGenerationSlots, eq(aiGenerationSlots.userId, userId));
    if (held >= MAX_GENERATIONS_IN_FLIGHT) return null;
    const [slot] = await tx
      .insert(aiGenerationSlots)
      .values({ userId, leaseUntil: leaseEnd })
      .returning({ id: aiGenerationSlots.id });
    return slot?.id ?? null;
  });
  if (!slotId) throw new AppError(429, "AI_IN_FLIGHT", IN_FLIGHT_MESSAGE);

  const renew = setInterval(() => {
    db.update(aiGenerationSlots)
      .set({ leaseUntil: leaseEnd })
      .where(eq(aiGenerationSlots.id, slotId))
      .catch((error: unknown) => logger.warn({ err: error }, "generation slot not renewed"));
  }, RENEW_EVERY_MS);
  renew.unref();
  return async () => {
    clearInterval(renew);
    try {
      await db.delete(aiGenerationSlots).where(eq(aiGenerationSlots.id, slotId));
    } catch (error) {
      // The lease lapses by itself.
      logger.warn({ err: error }, "generation slot not released");
    }
  };
}
