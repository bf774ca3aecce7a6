import { and, eq, inArray, sql } from "drizzle-orm";
import { brazilToday } from "../../shared/dates.ts";
import { PLAN_NOT_FOUND, POST_NOT_FOUND } from "../../shared/plans.ts";
import {
  DEFAULT_POSTING_TIME,
  networkOfChannel,
  type PlanPublishing,
  type PublishingSettings,
  SCHEDULE_REFUSALS,
  type ScheduleRequest,
} from "../../shared/publishing.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { PUBLISH_QUEUE } from "./job.ts";

/*
 * "Agendar publicação" (decision 063): an approved post with its date, a time (the plan's
 * default for the channel, in Brazil's time), its art and its caption, on a connected account
 * of its plan's brand. The publication's row is the schedule; the job sent with it starts at
 * its time, and the due sweep sends it again should it be lost.
 */

type Deps = Pick<AppDeps, "db" | "env" | "jobs">;

/** A date and a time of day in Brazil's time (UTC-3, no daylight saving since 2019). */
export const brazilTime = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`);

/** Whether Meta can fetch the media from APP_URL: in production, a public HTTPS address. */
export function appUrlPublic(env: AppDeps["env"]) {
  if (env.NODE_ENV !== "production") return true;
  const url = new URL(env.APP_URL);
  return (
    env.appUrlConfigured &&
    url.protocol === "https:" &&
    !/^(localhost|127\.|10\.|192\.168\.|\[::1\])/.test(url.hostname)
  );
}

async function postWithPlan(db: Database, access: WorkspaceAccess, planId: string, postId: string) {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const { posts, plans } = scoped(access);
  const [row] = await db
    .select({
      id: posts.t.id,
      date: posts.t.date,
      channel: posts.t.channel,
      status: posts.t.status,
      art: posts.t.art,
      caption: posts.t.caption,
      brandId: plans.t.brandId,
      postingTimes: plans.t.postingTimes,
    })
    .from(posts.t)
    .innerJoin(plans.t, plans.where(eq(plans.t.id, posts.t.planId)))
    .where(posts.where(and(eq(posts.t.id, postId), eq(posts.t.planId, planId))));
  if (!row) throw errors.notFound(POST_NOT_FOUND);
  return row;
}

export async function schedulePost(
  deps: Deps,
  access: WorkspaceAccess,
  place: { planId: string; postId: string },
  request: ScheduleRequest,
) {
  const { db, env, jobs } = deps;
  const post = await postWithPlan(db, access, place.planId, place.postId);
  const network = networkOfChannel(post.channel);
  const refuse = (message: string) => errors.unprocessable(message);
  if (!network) throw refuse(SCHEDULE_REFUSALS.noNetwork);
  if (post.status !== "aprovado") throw refuse(SCHEDULE_REFUSALS.notApproved);
  if (!post.art?.slides.length) throw refuse(SCHEDULE_REFUSALS.noArt);
  if (!post.caption?.caption.trim()) throw refuse(SCHEDULE_REFUSALS.noCaption);
  if (!post.brandId) throw refuse(SCHEDULE_REFUSALS.noBrand);
  const { accounts, publications } = scoped(access);
  const [account] = await db
    .select()
    .from(accounts.t)
    .where(accounts.where(eq(accounts.t.brandId, post.brandId), eq(accounts.t.network, network)));
  if (!account) throw refuse(SCHEDULE_REFUSALS.noAccount);
  if (account.status === "reconnect") throw refuse(SCHEDULE_REFUSALS.reconnect);
  if (!account.test && !appUrlPublic(env)) throw refuse(SCHEDULE_REFUSALS.notPublicUrl);
  // A time already past on the post's own day (today) publishes now; a past day is refused.
  if (post.date < brazilToday(new Date())) throw refuse(SCHEDULE_REFUSALS.past);
  const time = request.time ?? post.postingTimes[network] ?? DEFAULT_POSTING_TIME;
  const at = brazilTime(post.date, time);
  const values = {
    workspaceId: access.workspaceId,
    planId: place.planId,
    postId: post.id,
    accountId: account.id,
    network,
    status: "scheduled" as const,
    scheduledFor: at,
    scheduledBy: access.userId,
    reason: null,
    leaseUntil: null,
  };
  const table = publications.t;
  // A publication already published, or publishing, stays as it is (never twice).
  const [row] = await db
    .insert(table)
    .values(values)
    .onConflictDoUpdate({
      target: [table.postId, table.network],
      set: { ...values, childIds: [], containerId: null, updatedAt: sql`now()` },
      setWhere: inArray(table.status, ["scheduled", "failed", "reconnect", "waiting_limit"]),
    })
    .returning({ id: table.id });
  if (!row) throw errors.conflict(SCHEDULE_REFUSALS.published);
  await jobs.boss.send(
    PUBLISH_QUEUE,
    { publicationId: row.id },
    { startAfter: at, singletonKey: row.id },
  );
  return planPublishing(db, access, place.planId);
}

/** "Cancelar agendamento": only what has not started. */
export async function unschedulePost(
  db: Database,
  access: WorkspaceAccess,
  place: { planId: string; postId: string },
) {
  await postWithPlan(db, access, place.planId, place.postId);
  const { publications } = scoped(access);
  await db
    .delete(publications.t)
    .where(
      publications.where(
        eq(publications.t.postId, place.postId),
        inArray(publications.t.status, ["scheduled", "waiting_limit", "failed", "reconnect"]),
      ),
    );
  return planPublishing(db, access, place.planId);
}

async function planRow(db: Database, access: WorkspaceAccess, planId: string) {
  if (!isUuid(planId)) throw errors.notFound(PLAN_NOT_FOUND);
  const { plans } = scoped(access);
  const [plan] = await db
    .select({ publishOnApproval: plans.t.publishOnApproval, postingTimes: plans.t.postingTimes })
    .from(plans.t)
    .where(plans.where(eq(plans.t.id, planId)));
  if (!plan) throw errors.notFound(PLAN_NOT_FOUND);
  return plan;
}

/** The plan's switch, its posting times and each post's publications. */
export async function planPublishing(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
): Promise<PlanPublishing> {
  const plan = await planRow(db, access, planId);
  const { publications, accounts, attempts } = scoped(access);
  const rows = await db
    .select({
      id: publications.t.id,
      postId: publications.t.postId,
      network: publications.t.network,
      accountName: accounts.t.name,
      test: accounts.t.test,
      status: publications.t.status,
      scheduledFor: publications.t.scheduledFor,
      permalink: publications.t.permalink,
      reason: publications.t.reason,
      publishedAt: publications.t.publishedAt,
      scheduledByName: users.name,
    })
    .from(publications.t)
    .innerJoin(accounts.t, accounts.where(eq(accounts.t.id, publications.t.accountId)))
    .leftJoin(users, eq(users.id, publications.t.scheduledBy))
    .where(publications.where(eq(publications.t.planId, planId)))
    .orderBy(publications.t.scheduledFor);
  const tried = rows.length
    ? await db
        .select()
        .from(attempts.t)
        .where(
          attempts.where(
            inArray(
              attempts.t.publicationId,
              rows.map((row) => row.id),
            ),
          ),
        )
        .orderBy(attempts.t.startedAt)
    : [];
  return {
    ...plan,
    publications: rows.map((row) => ({
      ...row,
      scheduledFor: row.scheduledFor.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      attempts: tried
        .filter((attempt) => attempt.publicationId === row.id)
        .map(({ startedAt, result, reason }) => ({
          startedAt: startedAt.toISOString(),
          result,
          reason,
        })),
    })),
  };
}

export async function updatePublishingSettings(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  settings: PublishingSettings,
) {
  const current = await planRow(db, access, planId);
  const { plans } = scoped(access);
  await db
    .update(plans.t)
    .set({
      publishOnApproval: settings.publishOnApproval ?? current.publishOnApproval,
      // Whoever turns it on schedules what the client approves from then on (migration 0034).
      ...(settings.publishOnApproval && { publishOnApprovalBy: access.userId }),
      postingTimes: { ...current.postingTimes, ...settings.postingTimes },
    })
    .where(plans.where(eq(plans.t.id, planId)));
  return planPublishing(db, access, planId);
}
