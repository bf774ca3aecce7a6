import { and, count, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ActivityKind } from "../../shared/activity.ts";
import {
  MAX_DAYS_OUTSIDE_WINDOW,
  MAX_POSTS_PER_PLAN,
  PLAN_NOT_FOUND,
  type PlanPost,
  POST_LIMIT_MESSAGE,
  POST_NOT_FOUND,
  type PostCreate,
  type PostUpdate,
  postDateTooFar,
  postUpdateSchema,
  reachOf,
} from "../../shared/plans.ts";
import { lineOf } from "../activity/recorder.ts";
import type { Database } from "../db/client.ts";
import { planPosts, plans, workspaceActivity } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import {
  brandListParam,
  planBrandAllowed,
  visibleIn,
  type WorkspaceAccess,
} from "../workspaces/access.ts";
import { postColumns } from "./post-columns.ts";
import { preparedPer } from "./prepared.ts";
import { toPlanPost } from "./rows.ts";

type Id = string | Placeholder;

/**
 * A post of this plan in the member's workspace, of a brand they may see (`brands`: the
 * brandListParam of their access); a wrong plan, workspace, brand or malformed id is the same
 * 404.
 */
const thePost = (workspaceId: Id, planId: Id, postId: Id, brands: string | null | Placeholder) =>
  and(
    eq(planPosts.id, postId),
    eq(planPosts.planId, planId),
    eq(planPosts.workspaceId, workspaceId),
    planBrandAllowed(planPosts.planId, sql`${brands}`),
  );

/** The arguments of thePost for this member. */
const postOf = (access: WorkspaceAccess, planId: string, postId: string) =>
  thePost(access.workspaceId, planId, postId, brandListParam(access));

/**
 * Adds a post within the plan's limit. The plan's row is locked while counting, so two tabs
 * adding at once cannot pass the limit between them.
 */
async function insertPost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  values: (tx: Database) => Promise<PostCreate & { scriptHistoryId?: null }>,
): Promise<PlanPost> {
  if (!isUuid(planId)) throw errors.notFound(PLAN_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ startDate: plans.startDate, endDate: plans.endDate })
      .from(plans)
      .where(and(eq(plans.id, planId), visibleIn(access, plans)))
      .for("update");
    if (!plan) throw errors.notFound(PLAN_NOT_FOUND);
    const post = await values(tx);
    if (!withinReach(post.date, plan)) throw errors.unprocessable(postDateTooFar(plan));
    const [existing] = await tx
      .select({ value: count() })
      .from(planPosts)
      .where(eq(planPosts.planId, planId));
    if ((existing?.value ?? 0) >= MAX_POSTS_PER_PLAN) throw errors.conflict(POST_LIMIT_MESSAGE);
    const [created] = await tx
      .insert(planPosts)
      .values({ ...post, planId, workspaceId: access.workspaceId, userId: access.userId })
      .returning(postColumns);
    return created;
  });
  if (!row) throw new Error("post insert returned no row");
  return toPlanPost(row);
}

export const createPost = (
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  input: PostCreate,
) => insertPost(db, access, planId, async () => input);

/** A copy on the same day, back to "Ideia" and without the original's script. */
export const duplicatePost = (
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) =>
  insertPost(db, access, planId, async (tx) => {
    if (!isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
    const [source] = await tx
      .select(postColumns)
      .from(planPosts)
      .where(postOf(access, planId, postId));
    if (!source) throw errors.notFound(POST_NOT_FOUND);
    const { date, channel, format, theme, hook, callToAction, commercialDate, notes } = source;
    return {
      ...{ date, channel, format, theme, hook, callToAction, commercialDate, notes },
      status: "ideia",
      scriptHistoryId: null,
      caption: source.caption,
    };
  });

/**
 * Edits any field (moving is editing the date). Each change bumps the post's SEQUENCE so
 * calendar apps take the new version, and the plan's `updated_at` (the database touches the
 * plan, migration 0007); an empty edit changes nothing and answers the post as it is. One
 * statement, one round trip.
 */
export async function updatePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  input: PostUpdate,
): Promise<PlanPost> {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const fields = POST_FIELDS.filter((field) => input[field] !== undefined);
  const [row] =
    fields.length > 0
      ? await postEdits(db)(fields).execute({
          ...input,
          workspaceId: access.workspaceId,
          brands: brandListParam(access),
          planId,
          postId,
          userId: access.userId,
          now: new Date().toISOString(),
        })
      : await db
          .select(postColumns)
          .from(planPosts)
          .where(postOf(access, planId, postId));
  if (!row) throw await whyNotEdited(db, access, planId, postId, input.date);
  return toPlanPost(row);
}

const withinReach = (date: string, window: { startDate: string; endDate: string }) => {
  const reach = reachOf(window);
  return date >= reach.startDate && date <= reach.endDate;
};

/**
 * An edit that changed nothing: a post of another plan or account (404), or a date too far
 * from the plan (only then is the plan read: the common edit pays for nothing here).
 */
async function whyNotEdited(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
  date: string | undefined,
) {
  if (date === undefined) return errors.notFound(POST_NOT_FOUND);
  const [plan] = await db
    .select({ startDate: plans.startDate, endDate: plans.endDate })
    .from(planPosts)
    .innerJoin(plans, eq(plans.id, planPosts.planId))
    .where(postOf(access, planId, postId));
  return plan && !withinReach(date, plan)
    ? errors.unprocessable(postDateTooFar(plan))
    : errors.notFound(POST_NOT_FOUND);
}

/**
 * A moved post's new date is within reach of its plan's window (one look at the plan's row
 * by its key, in the same statement).
 */
const dateWithinReach = (date: SQL) =>
  sql`exists (select 1 from ${plans} where ${plans.id} = ${planPosts.planId} and ${date}::date between ${plans.startDate} - ${MAX_DAYS_OUTSIDE_WINDOW}::int and ${plans.endDate} + ${MAX_DAYS_OUTSIDE_WINDOW}::int)`;

type PostField = keyof PostUpdate;
const POST_FIELDS = Object.keys(postUpdateSchema.shape) as PostField[];

/**
 * The post's update, prepared for each set of fields edited: a few sets (the date, the status,
 * the form's fields) make almost every edit. The name says which fields, one bit each.
 */
const postEdits = preparedPer((db) => {
  const edits = new Map<number, ReturnType<typeof postEdit>>();
  return (fields: PostField[]) => {
    const mask = fields.reduce((bits, field) => bits | (1 << POST_FIELDS.indexOf(field)), 0);
    let edit = edits.get(mask);
    if (!edit) {
      edit = postEdit(db, fields, `plan_post_edit_${mask}`);
      edits.set(mask, edit);
    }
    return edit;
  };
});

/**
 * What the activity log says of an edit of these fields: a move (only the date), a new status
 * (only the status), else an edit by hand.
 */
function editKind(fields: PostField[]): { kind: ActivityKind; detail?: "date" | "status" } {
  if (fields.length === 1 && fields[0] === "date") return { kind: "moved", detail: "date" };
  if (fields.length === 1 && fields[0] === "status")
    return { kind: "status_changed", detail: "status" };
  return { kind: "edited" };
}

function postEdit(db: Database, fields: PostField[], name: string) {
  // Drizzle types a set's values as values or SQL, so each placeholder goes in as SQL; the
  // values reach PostgreSQL as they are (the time as an ISO string, which a timestamptz reads).
  const param = (name: string) => sql`${sql.placeholder(name)}`;
  const set: Partial<Record<PostField, SQL>> = Object.fromEntries(
    fields.map((field) => [field, param(field)]),
  );
  const edited = db.$with("edited").as(
    db
      .update(planPosts)
      .set({ ...set, sequence: sql`${planPosts.sequence} + 1`, updatedAt: param("now") })
      .where(
        and(
          thePost(
            sql.placeholder("workspaceId"),
            sql.placeholder("planId"),
            sql.placeholder("postId"),
            sql.placeholder("brands"),
          ),
          set.date && dateWithinReach(set.date),
        ),
      )
      .returning({ ...postColumns, workspaceId: planPosts.workspaceId }),
  );
  // The edit's line of the activity log, written by the same statement: both or neither.
  const { kind, detail } = editKind(fields);
  const logged = db.$with("logged").as(
    db.insert(workspaceActivity).select(
      db
        .select(
          lineOf({
            workspaceId: edited.workspaceId,
            userId: sql.placeholder("userId"),
            kind,
            brandId: plans.brandId,
            brandName: plans.brandName,
            planId: edited.planId,
            postId: edited.id,
            subject: edited.theme,
            detail: detail && edited[detail],
          }),
        )
        .from(edited)
        .innerJoin(plans, eq(plans.id, edited.planId)),
    ),
  );
  const { workspaceId: _, ...answered } = edited._.selectedFields;
  return db.with(edited, logged).select(answered).from(edited).prepare(name);
}

export async function deletePost(
  db: Database,
  access: WorkspaceAccess,
  planId: string,
  postId: string,
) {
  if (!isUuid(planId) || !isUuid(postId)) throw errors.notFound(POST_NOT_FOUND);
  const deleted = await db
    .delete(planPosts)
    .where(postOf(access, planId, postId))
    .returning({ id: planPosts.id });
  if (deleted.length === 0) throw errors.notFound(POST_NOT_FOUND);
}
