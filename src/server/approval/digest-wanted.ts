import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { postFeedback } from "../db/schema/index.ts";
import type { ClaimedEmail } from "../emails/queue.ts";
import { digestRecipients } from "./followers.ts";

// The e-mail sender's check, for no viewer: a claimed digest's plan is found by the e-mail its
// decisions point to (scripts/lib/scoped-boundary.ts lists this module for that one read).

/**
 * Whether a claimed digest e-mail may still go: its reader still follows the plan and may read
 * it (a member removed or limited away from the plan's brand after the last decision gets
 * nothing). Other e-mails always go.
 */
export async function digestStillWanted(
  db: Database,
  row: Pick<ClaimedEmail, "id" | "kind" | "userId" | "digestOf">,
) {
  if (row.kind !== "approval") return true;
  if (!row.userId) return false;
  const [decision] = await db
    .select({ planId: postFeedback.planId })
    .from(postFeedback)
    .where(eq(postFeedback.digestEmailId, row.digestOf ?? row.id))
    .limit(1);
  // Its decisions went with their plan: nothing to stop (and nothing left to open).
  if (!decision) return true;
  const recipients = await digestRecipients(db, decision.planId);
  return recipients.some((recipient) => recipient.userId === row.userId);
}
