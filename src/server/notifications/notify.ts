import { and, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  audienceOf,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from "../../shared/notifications.ts";
import { ROLES, WORKSPACE_ROLES } from "../../shared/workspaces.ts";
import { type Database, parseRows } from "../db/client.ts";
import { workspaceMembers } from "../db/schema/index.ts";
import { scopedForNotice } from "../scoped/members.ts";

/*
 * The one writer of notifications (decision 061): an event of a workspace becomes one row per
 * member it reaches, in the transaction of the change itself. Who is reached is the kind's
 * audience, decided here through the scoped layer: `content` reaches the members whose access
 * holds the object's brand, `scheduling` those of them who write, `team` every member,
 * `billing` the roles that manage billing. Each
 * row's e-mail and push are due at once when the member wants them (their preferences over
 * the kind's defaults); the jobs in email.ts and push.ts send them, quiet hours and the hourly
 * batch applied there.
 */

export type NoticeEvent = {
  kind: NotificationKind;
  workspaceId: string;
  /** The object's brand (null or absent: of none). */
  brandId?: string | null;
  title: string;
  body: string;
  /** The object's path in the app. */
  url: string;
  /** Told once per member: a second event with the same key adds nothing. */
  dedupeKey?: string;
  /** Only these members, among those the audience reaches (the assignee, the followers). */
  to?: readonly string[];
  /** Not these members: who made the change hears nothing of it. */
  except?: readonly string[];
};

const BILLING_ROLES = WORKSPACE_ROLES.filter((role) => ROLES[role].may.includes("billing"));
const WRITING_ROLES = WORKSPACE_ROLES.filter((role) => ROLES[role].may.includes("write"));
/** The roles an audience is narrowed to (none: every role). */
const AUDIENCE_ROLES = { billing: BILLING_ROLES, scheduling: WRITING_ROLES } as const;

/** A member's choice of a channel for the kind, their stored one over the kind's default. */
const wants = (kind: NotificationKind, channel: "email" | "push") =>
  sql`coalesce((notification_settings.kinds -> ${kind}::text ->> ${channel}::text)::boolean, ${NOTIFICATION_KINDS[kind][channel]}::boolean)`;

/** Writes the event's notifications; returns the members told. */
export async function notify(tx: Database, event: NoticeEvent): Promise<string[]> {
  if (event.to && event.to.length === 0) return [];
  const audience = audienceOf(event.kind);
  const brandId =
    audience === "content" || audience === "scheduling" ? (event.brandId ?? null) : null;
  const roles =
    audience === "billing" || audience === "scheduling" ? AUDIENCE_ROLES[audience] : null;
  const conditions: (SQL | undefined)[] = [
    scopedForNotice().members(event.workspaceId, brandId),
    event.to ? inArray(workspaceMembers.userId, [...event.to]) : undefined,
    event.except?.length ? notInArray(workspaceMembers.userId, [...event.except]) : undefined,
    roles ? inArray(workspaceMembers.role, [...roles]) : undefined,
  ];
  const told = await parseRows(
    tx,
    z.object({ user_id: z.string() }),
    sql`
    insert into notifications
      (workspace_id, user_id, brand_id, kind, title, body, url, dedupe_key, email_at, push_at)
    select ${workspaceMembers.workspaceId}, ${workspaceMembers.userId}, ${brandId}::uuid, ${event.kind}::text,
      ${event.title}::text, ${event.body}::text, ${event.url}::text, ${event.dedupeKey ?? null}::text,
      case when ${wants(event.kind, "email")} then now() end,
      case when ${wants(event.kind, "push")} then now() end
    from ${workspaceMembers}
    left join notification_settings on notification_settings.user_id = ${workspaceMembers.userId}
    where ${and(...conditions)}
    on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
    returning user_id`,
  );
  return told.map((row) => row.user_id);
}
