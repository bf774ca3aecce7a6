import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import { connectedAccounts } from "../db/schema/index.ts";
import { GraphError, RECONNECT_REASON } from "./graph.ts";
import { type Publication, release } from "./lease.ts";
import type { StepsEnd } from "./steps.ts";

/*
 * How an attempt ends (decision 063), by the class of what happened: published; over the
 * daily limit (waits, tried again later); a passing failure (429, 5xx, a timeout: let go at
 * once and rethrown, so pg-boss's retry resumes from the stored steps); a token that no longer
 * works (the account and the publication ask to reconnect); anything else Meta refused
 * ("Falhou" with its reason in Portuguese).
 */

type Deps = Pick<AppDeps, "db">;

/** How long a post over the daily limit waits before the limit is read again. */
const LIMIT_WAIT_MINUTES = 15;

const LIMIT_REASON =
  "A conta atingiu o limite de publicações do Instagram nas últimas 24 horas: o post sai assim que houver vaga.";

export const MISSING_CONTENT_REASON =
  "O post ficou sem arte ou sem legenda: complete-o e agende de novo.";

/** The end of an attempt whose steps all answered. */
export async function settle(
  deps: Deps,
  publication: Publication,
  end: StepsEnd,
  permalink: string | null,
) {
  if (end.kind === "waiting_limit") {
    await release(
      deps.db,
      publication.id,
      { status: "waiting_limit", reason: LIMIT_REASON },
      LIMIT_WAIT_MINUTES,
    );
    return;
  }
  await release(deps.db, publication.id, {
    status: "published",
    permalink,
    reason: null,
    publishedAt: new Date(),
  });
}

/** The end of an attempt that could not go on: the publication "Falhou" with the reason. */
export const failed = (deps: Deps, publication: Publication, reason: string) =>
  release(deps.db, publication.id, { status: "failed", reason });

/** Marks the account "Reconectar" (a publication or the tokens' renewal found it refused). */
export async function needsReconnect(deps: Deps, accountId: string) {
  await deps.db
    .update(connectedAccounts)
    .set({ status: "reconnect", updatedAt: sql`now()` })
    .where(eq(connectedAccounts.id, accountId));
}

/** The end of an attempt that raised: by the error's class; a passing one is rethrown. */
export async function settleFailure(deps: Deps, publication: Publication, error: unknown) {
  if (!(error instanceof GraphError) || error.kind === "transient") {
    await release(deps.db, publication.id, {
      reason: error instanceof GraphError ? error.reason : null,
    });
    throw error;
  }
  if (error.kind === "token") {
    await needsReconnect(deps, publication.accountId);
    await release(deps.db, publication.id, { status: "reconnect", reason: RECONNECT_REASON });
    return;
  }
  await failed(deps, publication, error.reason);
}
