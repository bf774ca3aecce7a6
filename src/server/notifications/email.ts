import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import {
  notificationSettings,
  notifications,
  profiles,
  users,
  workspaceMembers,
} from "../db/schema/index.ts";
import { type EmailRow, queueEmail } from "../emails/queue.ts";
import { notificationsEmail } from "../emails/templates.ts";
import { scopedForNotice } from "../scoped/members.ts";

/*
 * The notifications' e-mail, batched (decision 061): the `notification-emails` job (every five
 * minutes, scheduled-jobs.ts) gathers, for each member whose last such e-mail went an hour ago
 * or more, every notification that wants an e-mail since, into one e-mail through the outbox.
 * The member's settings row is the lock: two instances never send one member two e-mails.
 */

type Deps = Pick<AppDeps, "db" | "mailer" | "env">;

/** At most one e-mail per member per this long. */
const GAP = sql`make_interval(hours => 1)`;
/** The e-mail lists this many notifications, then says how many more there are. */
const LISTED = 20;
/** Members e-mailed per run (the next run takes the rest). */
const MEMBERS_PER_RUN = 50;

const pending = and(
  lte(notifications.emailAt, sql`now()`),
  isNull(notifications.emailedAt),
) as ReturnType<typeof and>;

/** Members with an e-mail due whose last one went an hour ago or more. */
async function membersDue(db: Database) {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
    .where(
      and(
        pending,
        or(
          isNull(notificationSettings.lastEmailedAt),
          lte(notificationSettings.lastEmailedAt, sql`now() - ${GAP}`),
        ),
      ),
    )
    .limit(MEMBERS_PER_RUN);
  return rows.map((row) => row.userId);
}

/** One member's e-mail, in a transaction holding their settings row; null if none is due. */
async function emailMember(tx: Database, deps: Deps, userId: string) {
  await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  const [settings] = await tx
    .select({ last: notificationSettings.lastEmailedAt })
    .from(notificationSettings)
    .where(
      and(
        eq(notificationSettings.userId, userId),
        or(
          isNull(notificationSettings.lastEmailedAt),
          lte(notificationSettings.lastEmailedAt, sql`now() - ${GAP}`),
        ),
      ),
    )
    .for("update", { skipLocked: true });
  if (!settings) return null;
  const rows = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      // Read in the app meanwhile, or about what the member may no longer see: not e-mailed.
      wanted: sql<boolean>`${notifications.readAt} is null and exists (select 1 from ${workspaceMembers} where ${scopedForNotice().told(notifications)})`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), pending))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  if (rows.length === 0) return null;
  await tx
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.id),
      ),
    );
  const wanted = rows.filter((row) => row.wanted);
  const [member] = await tx
    .select({
      email: users.email,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name}, '')`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (wanted.length === 0 || !member) return null;
  await tx
    .update(notificationSettings)
    .set({ lastEmailedAt: sql`now()` })
    .where(eq(notificationSettings.userId, userId));
  const app = deps.env.APP_URL;
  const email = notificationsEmail({
    name: member.name,
    lines: wanted.slice(0, LISTED).map((row) => ({ ...row, url: app + row.url })),
    more: Math.max(0, wanted.length - LISTED),
    url: app,
    settingsUrl: `${app}/notificacoes`,
  });
  return queueEmail(tx, { ...email, userId, to: member.email }, deps.mailer.delivery);
}

/** The `notification-emails` job: one e-mail per member due; returns how many were queued. */
export async function sendNotificationEmails(deps: Deps) {
  const queued: EmailRow[] = [];
  for (const userId of await membersDue(deps.db)) {
    const row = await deps.db.transaction((tx) => emailMember(tx, deps, userId));
    if (row) queued.push(row);
  }
  for (const row of queued) deps.mailer.announce(row);
  return { queued: queued.length };
}
