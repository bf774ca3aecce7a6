import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATIONS_LISTED,
  type NotificationList,
  type NotificationPreferences,
  type PreferencesUpdate,
  preferencesOf,
} from "../../shared/notifications.ts";
import type { Database } from "../db/client.ts";
import { notificationSettings, notifications, workspaceMembers } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { scopedForNotice } from "../scoped/members.ts";

/*
 * A member's own notifications, from every workspace they are in (the bell is theirs, not a
 * workspace's): each as their access holds its brand now, so a member limited away from a brand
 * no longer sees what they were told of it. An item's link to another workspace's object
 * switches to it (decision 038's item links).
 */

/** SQL: the member's notifications they may still see. */
const ownVisible = (userId: string) =>
  and(
    eq(notifications.userId, userId),
    sql`exists (select 1 from ${workspaceMembers} where ${scopedForNotice().told(notifications)})`,
  );

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        url: notifications.url,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(ownVisible(userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LISTED),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(ownVisible(userId), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map(({ readAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
    })),
    unread: count?.unread ?? 0,
  };
}

/** Opening an item marks it read; someone else's, or an unknown id, is a 404. */
export async function markRead(db: Database, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ownVisible(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) throw errors.notFound(NOTIFICATION_NOT_FOUND);
}

/** "Marcar todas como lidas". */
export async function markAllRead(db: Database, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownVisible(userId), isNull(notifications.readAt)));
}

export async function preferencesFor(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ kinds: notificationSettings.kinds, quietHours: notificationSettings.quietHours })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return preferencesOf(row?.kinds, row?.quietHours);
}

/** Stores the kinds changed (merged into the stored ones) and the quiet hours, if given. */
export async function updatePreferences(db: Database, userId: string, update: PreferencesUpdate) {
  const kinds = update.kinds ?? {};
  await db
    .insert(notificationSettings)
    .values({ userId, kinds, quietHours: update.quietHours ?? true })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        kinds: sql`${notificationSettings.kinds} || ${JSON.stringify(kinds)}::jsonb`,
        ...(update.quietHours !== undefined && { quietHours: update.quietHours }),
      },
    });
  return preferencesFor(db, userId);
}
