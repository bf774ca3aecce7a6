import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { notificationSettings, notifications, pushSubscriptions } from "../db/schema/index.ts";

/**
 * What the user was told and chose (decision 061) for their LGPD export. A push device is
 * exported by its push service's host and date: its endpoint and keys are the capability
 * to write to that browser, as secret as a session.
 */
export async function notificationsForExport(db: Database, userId: string) {
  const [told, [settings], devices] = await Promise.all([
    db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        url: notifications.url,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        emailedAt: notifications.emailedAt,
        pushedAt: notifications.pushedAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(asc(notifications.createdAt)),
    db
      .select({ kinds: notificationSettings.kinds, quietHours: notificationSettings.quietHours })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
  ]);
  return {
    notifications: told,
    notificationSettings: settings ?? null,
    pushDevices: devices.map(({ endpoint, createdAt }) => ({
      service: new URL(endpoint).host,
      createdAt,
    })),
  };
}
