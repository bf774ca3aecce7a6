import { purgeOldActivity } from "./activity/recorder.ts";
import type { AppDeps } from "./app-env.ts";
import { purgeEndedLinks } from "./approval/ended-links.ts";
import { queueRenewalReminders } from "./billing/renewal-reminders.ts";
import { purgeEndedJobs } from "./generation/jobs/store.ts";
import type { JobKind } from "./jobs/queue.ts";
import { purgeExpiredRateLimits } from "./lib/rate-limit.ts";
import { sendMorningSummary } from "./notifications/daily.ts";
import { sendNotificationEmails } from "./notifications/email.ts";
import { PUSH_QUEUE } from "./notifications/events.ts";
import { sendDuePushes } from "./notifications/push.ts";

// The app's timed work, each a queue fed by a cron schedule (UTC): whichever instance takes a
// tick's job runs it, once across every instance on the database (docs/decisions/049). Every
// handler is safe to run twice for one tick, since a job may be delivered again.

/** The names the queues are created under (the tests send to them directly). */
export const SCHEDULED = {
  backup: "daily-backup",
  pixReminders: "pix-reminders",
  retention: "retention-sweep",
  emails: "due-emails",
  pushes: PUSH_QUEUE,
  notificationEmails: "notification-emails",
  morning: "morning-summary",
} as const;

type Deps = Pick<AppDeps, "db" | "env" | "logger" | "mailer" | "backups" | "push">;

export function scheduledJobs(deps: Deps): JobKind[] {
  const { db, env, logger, mailer, backups } = deps;
  const jobs: JobKind[] = [
    {
      // A Pix reminder is due within hours of its day; the claim in the query sends each once.
      name: SCHEDULED.pixReminders,
      cron: "7 * * * *",
      run: async () => {
        const queued = await queueRenewalReminders({ db, mailer, appUrl: env.APP_URL });
        if (queued > 0) logger.info({ queued }, "Pix renewal reminders queued");
      },
    },
    {
      // Plain deletes by age: the rate limits' table holds the keys of the last day (and ten
      // minutes), the activity log twelve months, ended approval links a month, ended
      // generation jobs (and their events) a week.
      name: SCHEDULED.retention,
      cron: "*/10 * * * *",
      run: async () => {
        await purgeExpiredRateLimits(db);
        await purgeOldActivity(db);
        await purgeEndedLinks(db);
        await purgeEndedJobs(db);
      },
    },
    {
      // Approval digests fall due once a client's session goes quiet, retries after a delay:
      // each row is claimed with a lease, so a second run finds nothing left to send.
      name: SCHEDULED.emails,
      cron: "* * * * *",
      run: () => mailer.deliverDue(),
    },
    {
      // Pushes due (decision 061): a change that notified someone also sends this job at once
      // (pushSoon in notifications/push.ts); the minute's tick takes what quiet hours held back. A run
      // claims its rows, so two at once never push one notification twice.
      name: SCHEDULED.pushes,
      cron: "* * * * *",
      retryLimit: 0,
      expireInSeconds: 5 * 60,
      run: () => sendDuePushes(deps),
    },
    {
      // At most one notifications e-mail per member an hour, gathering what came in.
      name: SCHEDULED.notificationEmails,
      cron: "*/5 * * * *",
      run: () => sendNotificationEmails(deps),
    },
    {
      // 08:00 in Brazil (UTC-3): each member's posts of the day; told once per day.
      name: SCHEDULED.morning,
      cron: "0 11 * * *",
      run: () => sendMorningSummary(db),
    },
  ];
  if (backups.automatic) {
    jobs.push({
      name: SCHEDULED.backup,
      cron: env.BACKUP_SCHEDULE,
      // One try: a failed dump is logged, and the next day's job takes a fresh one.
      retryLimit: 0,
      expireInSeconds: 60 * 60,
      run: (job) => backups.daily(job.createdOn),
    });
  }
  return jobs;
}
