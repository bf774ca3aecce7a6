import { lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { approvalLinks } from "../db/schema/index.ts";

// A revoked or expired link opens nothing, but its row stays a month: who approved through
// which link can still be looked into. Then it goes, so "Substituir" in a loop fills nothing.
// The sweep (the retention job, scheduled-jobs.ts) is by age, across every workspace, for no
// viewer: the one statement on the links outside the scoped layer's reach
// (scripts/lib/scoped-boundary.ts lists this module).
const ENDED_LINK_KEPT = sql`make_interval(days => 30)`;

export const purgeEndedLinks = (db: Database) =>
  db
    .delete(approvalLinks)
    .where(
      or(
        lt(approvalLinks.revokedAt, sql`now() - ${ENDED_LINK_KEPT}`),
        lt(approvalLinks.expiresAt, sql`now() - ${ENDED_LINK_KEPT}`),
      ),
    );
