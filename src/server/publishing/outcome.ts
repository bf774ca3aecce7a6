import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { connectedAccounts } from "../db/schema/index.ts";
import { pushSoon } from "../notifications/events.ts";
import { noticeOfPublication, noticeOfReconnect } from "../notifications/publishing-events.ts";
import { scopedToWorkspacePlan } from "../scoped/held.ts";
import { GraphError, RECONNECT_REASON } from "./graph.ts";
import { type Publication, release } from "./lease.ts";
import type { StepsEnd } from "./steps.ts";

/*
 * How an attempt ends (decision 063), by the class of what happened: published (the post too,
 * as "Publicar agora" marks it, by who scheduled it); over the daily limit (waits, tried again
 * later); a passing failure (429, 5xx, a timeout: let go at once and rethrown, so pg-boss's
 * retry resumes from the stored steps); a token that no longer works (the account and the
 * publication ask to reconnect); anything else Meta refused ("Falhou" with its reason in
 * Portuguese). Who scheduled it hears of the end, in the transaction that records it.
 */

type Deps = Pick<AppDeps, "db" | "jobs">;

/** The attempt's publication, and what its notices name: the post's theme and brand. */
export type Attempt = {
  publication: Publication;
  theme: string;
  brandId: string | null;
  /** The "Conta de teste": its post is never marked as really published. */
  test: boolean;
};

/** How long a post over the daily limit waits before the limit is read again. */
const LIMIT_WAIT_MINUTES = 15;

const LIMIT_REASON =
  "A conta atingiu o limite de publicações do Instagram nas últimas 24 horas: o post sai assim que houver vaga.";

export const MISSING_CONTENT_REASON =
  "O post ficou sem arte ou sem legenda: complete-o e agende de novo.";

const eventOf = ({ publication, theme, brandId, test }: Attempt) => ({
  ...publication,
  theme,
  brandId,
  test,
});

/** The post is out: "Publicado" by who scheduled it, when the network took it. */
async function postPublished(tx: Database, { publication }: Attempt, at: Date) {
  const { posts } = scopedToWorkspacePlan(publication);
  await tx
    .update(posts.t)
    .set({
      status: "publicado",
      publishedAt: at,
      publishedBy: publication.scheduledBy,
      sequence: sql`${posts.t.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(posts.where(and(eq(posts.t.id, publication.postId), ne(posts.t.status, "publicado"))));
}

/** Ends the attempt in one transaction with what it tells, then sends the pushes soon. */
export async function told(deps: Deps, work: (tx: Database) => Promise<unknown>) {
  await deps.db.transaction((tx) => work(tx));
  pushSoon(deps.jobs);
}

/** The end of an attempt whose steps all answered. */
export async function settle(
  deps: Deps,
  attempt: Attempt,
  end: StepsEnd,
  permalink: string | null,
) {
  const { id } = attempt.publication;
  if (end.kind === "waiting_limit") {
    await release(
      deps.db,
      id,
      "waiting_limit",
      { status: "waiting_limit", reason: LIMIT_REASON },
      LIMIT_WAIT_MINUTES,
    );
    return;
  }
  const at = new Date();
  await told(deps, async (tx) => {
    await release(tx, id, "published", {
      status: "published",
      permalink,
      reason: null,
      publishedAt: at,
    });
    if (!attempt.test) await postPublished(tx, attempt, at);
    await noticeOfPublication(tx, eventOf(attempt), { published: true });
  });
}

/** The end of an attempt that could not go on: the publication "Falhou" with the reason. */
export const failed = (deps: Deps, attempt: Attempt, reason: string) =>
  told(deps, async (tx) => {
    await release(tx, attempt.publication.id, "failed", { status: "failed", reason });
    await noticeOfPublication(tx, eventOf(attempt), { published: false, reason });
  });

/**
 * Marks the account "Reconectar" (a publication or the tokens' renewal found it refused), and
 * tells who schedules for its brand the first time.
 */
export async function needsReconnect(tx: Database, accountId: string) {
  const [account] = await tx
    .update(connectedAccounts)
    .set({ status: "reconnect", updatedAt: sql`now()` })
    .where(and(eq(connectedAccounts.id, accountId), eq(connectedAccounts.status, "connected")))
    .returning();
  if (account) await noticeOfReconnect(tx, account);
}

/** The end of an attempt that raised: by the error's class; a passing one is rethrown. */
export async function settleFailure(deps: Deps, attempt: Attempt, error: unknown) {
  const { publication } = attempt;
  if (!(error instanceof GraphError) || error.kind === "transient") {
    const reason = error instanceof GraphError ? error.reason : null;
    await release(deps.db, publication.id, "retry", { reason });
    throw error;
  }
  if (error.kind === "token") {
    await told(deps, async (tx) => {
      await needsReconnect(tx, publication.accountId);
      await release(tx, publication.id, "reconnect", {
        status: "reconnect",
        reason: RECONNECT_REASON,
      });
    });
    return;
  }
  await failed(deps, attempt, error.reason);
}
