import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  MAX_PUSH_DEVICES,
  PRIVATE_ENDPOINT,
  type PushSubscriptionInput,
} from "../../shared/notifications.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import {
  notificationSettings,
  notifications,
  pushSubscriptions,
  workspaceMembers,
} from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scopedForNotice } from "../scoped/members.ts";
import { endpointAllowed, type PushTarget } from "./push-service.ts";
import { pushTime } from "./quiet-hours.ts";

/*
 * Pushes go out through the `notification-pushes` job (scheduled-jobs.ts: every minute, and sent
 * at once after a change that notified someone), never from a request. Each run claims the
 * pushes due, defers those that fall in the member's quiet hours to their end (a push read in
 * the app meanwhile is not sent), and sends the rest a few at a time; a subscription the push
 * service says is gone (404, 410) is deleted.
 */

type Deps = Pick<AppDeps, "db" | "env" | "push" | "logger">;

/** Pushes claimed per run, and sent at once (each bounded by the push service's timeout). */
const CLAIMED = 100;
const AT_ONCE = 4;

type Claimed = {
  id: string;
  userId: string;
  title: string;
  body: string;
  url: string;
};

/**
 * Claims the pushes due: in quiet hours (the instance's PUSH_QUIET_HOURS, where the member
 * keeps them on) a push moves to their end; one read, or about what the member may no longer
 * see, is closed unsent; the others are marked sent and returned. Rows locked by another
 * instance are skipped.
 */
async function claimDue(db: Database, deps: Deps, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        title: notifications.title,
        body: notifications.body,
        url: notifications.url,
        read: sql<boolean>`${notifications.readAt} is not null`,
        visible: sql<boolean>`exists (select 1 from ${workspaceMembers} where ${scopedForNotice().told(notifications)})`,
        quietHours: sql<boolean>`coalesce(${notificationSettings.quietHours}, true)`,
      })
      .from(notifications)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
      .where(and(lte(notifications.pushAt, now), isNull(notifications.pushedAt)))
      .orderBy(asc(notifications.pushAt))
      .limit(CLAIMED)
      .for("update", { of: notifications, skipLocked: true });
    const deferred = new Map<number, string[]>();
    const send: Claimed[] = [];
    const closed: string[] = [];
    for (const row of due) {
      if (row.read || !row.visible) {
        closed.push(row.id);
        continue;
      }
      const at = pushTime(now, row.quietHours ? deps.env.PUSH_QUIET_HOURS : null);
      if (at > now) deferred.set(at.getTime(), [...(deferred.get(at.getTime()) ?? []), row.id]);
      else send.push(row);
    }
    for (const [at, ids] of deferred) {
      await tx
        .update(notifications)
        .set({ pushAt: new Date(at) })
        .where(inArray(notifications.id, ids));
    }
    const done = [...closed, ...send.map((row) => row.id)];
    if (done.length > 0) {
      await tx.update(notifications).set({ pushedAt: now }).where(inArray(notifications.id, done));
    }
    return send;
  });
}

/** Runs `work` over `items`, `limit` at a time. */
async function inTurns<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The `notification-pushes` job: sends what is due; returns how many pushes were delivered. */
export async function sendDuePushes(deps: Deps, now = new Date()) {
  const { db, push, logger } = deps;
  const claimed = await claimDue(db, deps, now);
  if (claimed.length === 0) return { sent: 0 };
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        claimed.map((row) => row.userId),
      ),
    );
  const sends = claimed.flatMap((row) =>
    devices.filter((device) => device.userId === row.userId).map((device) => ({ row, device })),
  );
  let sent = 0;
  const gone = new Set<string>();
  await inTurns(sends, AT_ONCE, async ({ row, device }) => {
    if (gone.has(device.id)) return;
    const outcome = await push.send(device as PushTarget, {
      title: row.title,
      body: row.body,
      url: row.url,
      tag: row.id,
    });
    if (outcome === "sent") sent += 1;
    else if (outcome === "gone") gone.add(device.id);
    else logger.warn({ notification: row.id }, "push not delivered");
  });
  if (gone.size > 0) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
  }
  return { sent, dropped: gone.size };
}

/**
 * "Ativar neste aparelho": keeps the device's subscription for the member (a browser already
 * kept for another account moves to this one); the oldest beyond MAX_PUSH_DEVICES goes.
 */
export async function addSubscription(
  deps: Pick<AppDeps, "db" | "push">,
  userId: string,
  input: PushSubscriptionInput,
) {
  if (!(await endpointAllowed(input.endpoint, deps.push.allowPrivate))) {
    throw errors.unprocessable(PRIVATE_ENDPOINT);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...input.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, ...input.keys, createdAt: sql`now()` },
      });
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          sql`${pushSubscriptions.id} not in (${tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(sql`${pushSubscriptions.createdAt} desc`)
            .limit(MAX_PUSH_DEVICES)})`,
        ),
      );
  });
}

/** "Desativar neste aparelho": the member's own device only; an unknown one changes nothing. */
export async function removeSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
