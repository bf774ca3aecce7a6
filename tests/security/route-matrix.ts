import type { z } from "zod";
import { deleteAccountSchema } from "../../src/shared/account.ts";
import { activityQuerySchema } from "../../src/shared/activity.ts";
import {
  adminAuditQuerySchema,
  adminContentQuerySchema,
  adminUsersQuerySchema,
  flagReasonSchema,
  liftReasonSchema,
  setRoleSchema,
} from "../../src/shared/admin.ts";
import { adminUsageQuerySchema } from "../../src/shared/ai-usage.ts";
import {
  approvalPageQuerySchema,
  approveSchema,
  changesSchema,
  ownerReplySchema,
  shareCreateSchema,
  threadPageQuerySchema,
} from "../../src/shared/approval.ts";
import { loginSchema, signUpRequestSchema } from "../../src/shared/auth.ts";
import {
  checkoutRequestSchema,
  testCheckoutPaySchema,
  testCheckoutSessionSchema,
  testPaymentRequestSchema,
  testPortalRequestSchema,
} from "../../src/shared/billing.ts";
import { brandCreateSchema, brandUpdateSchema } from "../../src/shared/brand-schemas.ts";
import { contactSchema } from "../../src/shared/contact.ts";
import { emailsPageQuerySchema } from "../../src/shared/emails.ts";
import { historyQuerySchema } from "../../src/shared/generation/history.ts";
import { jobBatchSchema, jobEventsQuerySchema } from "../../src/shared/generation/jobs.ts";
import { editInputSchema, TOOL_INPUTS } from "../../src/shared/generation/tool-inputs.ts";
import { TOOLS, type ToolKind } from "../../src/shared/generation/tools.ts";
import {
  postVariationRequestSchema,
  regenerateInputSchema,
  variationChoiceSchema,
  variationRequestSchema,
} from "../../src/shared/generation/variations.ts";
import { restoreSchema } from "../../src/shared/generation/versions.ts";
import { invitationCreateSchema, invitationSignUpSchema } from "../../src/shared/invitations.ts";
import {
  preferencesUpdateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../src/shared/notifications.ts";
import {
  deleteWorkspaceSchema,
  leaveWorkspaceSchema,
  ownershipOfferSchema,
} from "../../src/shared/ownership.ts";
import {
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from "../../src/shared/password-reset.ts";
import {
  planFromHistorySchema,
  planUpdateSchema,
  postCreateSchema,
  postEditSchema,
  postRestoreSchema,
} from "../../src/shared/plans.ts";
import { profileUpdateSchema } from "../../src/shared/profile.ts";
import {
  choosePageSchema,
  mediaQuerySchema,
  oauthCallbackQuerySchema,
  publishingSettingsSchema,
  scheduleSchema,
} from "../../src/shared/publishing.ts";
import { taskUpdateSchema } from "../../src/shared/tasks.ts";
import {
  memberUpdateSchema,
  teamWithBrandsSchema,
  workspaceCreateSchema,
  workspaceSwitchSchema,
} from "../../src/shared/workspace-requests.ts";
import type { WorkspaceAction } from "../../src/shared/workspaces.ts";
import { TEST_BRAND } from "../helpers/factories.ts";
import type { Actor } from "./actors.ts";
import type { TeamSide } from "./team.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request of the walk: a concrete path (default: the route's) and a JSON body. */
export type Probe = {
  path?: string;
  json?: unknown;
  /** Sent without the actor's cookie: the route would end the actor's session. */
  withoutSession?: boolean;
};

export type RouteEntry = {
  method: Method;
  /** The path as the app registers it, e.g. `/api/history/:id`. */
  path: string;
  /**
   * What the walk sends: a concrete path and a body chosen so that no cell changes any state
   * (an empty body, an unknown id), so the status an allowed actor gets is the route's own
   * answer to that probe (400, 404...) and the refused ones get the guard's.
   */
  probe?: Probe;
  expect: Record<Actor, number>;
  /** What the route asks of the member's role in the workspace (src/shared/workspaces.ts). */
  action?: WorkspaceAction;
  /**
   * The route walked on a team workspace's own items (tests/security/team.ts), once on the
   * brand the limited Editor sees and once on the other; the expected answers derive from
   * the roles (teamExpectation). Without it, the team walks `probe`.
   */
  team?: {
    probe: (side: TeamSide) => Probe | Promise<Probe>;
    /** The answer to a member whose role may. */
    allowed: number;
    /** The answer to the limited Editor on their brand (default: `allowed`). */
    limited?: number;
    /** Not about one brand: the limited Editor gets `limited` on both sides. */
    brandless?: true;
    /** The answer to an account outside the team (default: 404, as for an unknown item). */
    outside?: number;
  };
  /** The shared schemas of what the route reads; the hostile-input tests derive from them. */
  input?: { body?: z.ZodType; query?: z.ZodType };
};

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** Shaped like an approval link's token (43 URL-safe characters), but no link's. */
const UNKNOWN_TOKEN = "A".repeat(43);

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  user: status,
  locked: status,
  banned: status,
  subscriber: status,
  admin: status,
});

/** Any signed-in account that is not banned (a ban ends the session). */
const signedIn = (status: number): Record<Actor, number> => ({
  ...everyone(status),
  anonymous: 401,
  banned: 401,
});

/** Checkout and the like: signed in and not locked. */
const unlocked = (status: number): Record<Actor, number> => ({ ...signedIn(status), locked: 423 });

/** The Pro tools: an active subscription (admins pass) and not locked. */
const tools = (status: number): Record<Actor, number> => ({
  ...signedIn(status),
  user: 402,
  locked: 423,
});

const adminOnly = (status: number): Record<Actor, number> => ({
  ...signedIn(403),
  admin: status,
});

const BASE_PROMPT = "Somos a Padaria Aurora, pães de fermentação natural.";

/** A filled form of each tool for the team's probes, on the side's brand, post or item. */
const TEAM_FORMS: Record<ToolKind | "edit", (s: TeamSide) => unknown> = {
  prompt: (s) => ({ ...TEST_BRAND, brandId: s.brand }),
  strategy: (s) => ({
    brandId: s.brand,
    basePrompt: BASE_PROMPT,
    productsServices: "Pães artesanais",
    channels: ["instagram"],
  }),
  script: (s) => ({
    brandId: s.brand,
    postId: s.post,
    basePrompt: BASE_PROMPT,
    targetAudience: "Vizinhos do bairro",
    duration: "30 segundos",
    finalGoal: "Encomendas pelo WhatsApp",
  }),
  caption: (s) => ({ brandId: s.brand, postId: s.post, basePrompt: BASE_PROMPT, theme: "Pão" }),
  art: (s) => ({ brandId: s.brand, postId: s.post, basePrompt: BASE_PROMPT, theme: "Pão" }),
  edit: (s) => ({ content: "Texto", instruction: "Resuma em 2 parágrafos", historyId: s.history }),
};

export const routeMatrix: RouteEntry[] = [
  { method: "GET", path: "/api/health", expect: everyone(200) },

  // Accounts (better-auth behind our validation and rate limits).
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    probe: { json: {} },
    expect: everyone(400),
    input: { body: signUpRequestSchema },
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    probe: { json: {} },
    expect: everyone(400),
    input: { body: loginSchema },
  },
  // The better-auth endpoints passed through; get-session answers null without a live session.
  { method: "GET", path: "/api/auth/get-session", expect: everyone(200) },
  {
    method: "POST",
    path: "/api/auth/sign-out",
    probe: { json: {}, withoutSession: true },
    expect: everyone(200),
  },
  // A bad reset token: back to the new-password page with the error.
  {
    method: "GET",
    path: "/api/auth/reset-password/:token",
    probe: { path: "/api/auth/reset-password/token-invalido?callbackURL=%2Fauth%2Fnova-senha" },
    expect: everyone(302),
  },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    probe: { json: {} },
    expect: everyone(400),
    input: { body: forgotPasswordSchema },
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    probe: { json: {} },
    expect: everyone(400),
    input: { body: resetPasswordRequestSchema },
  },
  // Without a token: back to /auth with the error alert.
  { method: "GET", path: "/api/auth/verify-email", expect: everyone(302) },
  { method: "GET", path: "/api/me", expect: everyone(200) },

  // Profile.
  { method: "GET", path: "/api/profile", expect: signedIn(200) },
  {
    method: "PATCH",
    path: "/api/profile",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: profileUpdateSchema },
  },

  // The Pro tools of the registry and the edit (streamed); an empty body never reaches the AI
  // provider.
  // In the team, each tool runs on a brand (and the edit on a history item, a script and a
  // caption from a post) of either side: the workspace's Pro, the role and the brand decide.
  ...[
    ...TOOLS.map(({ kind }) => [kind, TOOL_INPUTS[kind]] as const),
    ["edit", editInputSchema] as const,
  ].map(
    ([tool, body]): RouteEntry => ({
      method: "POST",
      path: `/api/generate/${tool}`,
      probe: { json: {} },
      expect: tools(400),
      action: "write",
      team: { probe: (s) => ({ json: TEAM_FORMS[tool](s) }), allowed: 200 },
      input: { body },
    }),
  ),

  // Generation jobs (decision 056): a member's own, whatever their role or subscription (a
  // job started before a lock is still theirs to follow); anyone else's is a 404.
  { method: "GET", path: "/api/generate/jobs", expect: signedIn(200) },
  {
    method: "GET",
    path: "/api/generate/jobs/:id/events",
    probe: { path: `/api/generate/jobs/${UNKNOWN_ID}/events` },
    expect: signedIn(404),
    input: { query: jobEventsQuerySchema },
  },
  {
    method: "POST",
    path: "/api/generate/jobs/:id/cancel",
    probe: { path: `/api/generate/jobs/${UNKNOWN_ID}/cancel` },
    expect: signedIn(404),
  },

  // A week's run (decision 057) and a failed job tried again: a generation's guards.
  {
    method: "POST",
    path: "/api/generate/batch",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    input: { body: jobBatchSchema },
  },
  {
    method: "POST",
    path: "/api/generate/jobs/:id/retry",
    probe: { path: `/api/generate/jobs/${UNKNOWN_ID}/retry` },
    expect: tools(404),
    action: "write",
  },

  // "Gerar 3 opções" (decision 043): a generation's guards; the team's strategy has no part
  // to vary (422), after the role and the brand decide.
  {
    method: "POST",
    path: "/api/generate/variations",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    team: { probe: (s) => ({ json: { historyId: s.history } }), allowed: 422 },
    input: { body: variationRequestSchema },
  },
  // "Gerar novamente com uma instrução": the team's strategy keeps its inputs (streamed).
  {
    method: "POST",
    path: "/api/generate/regenerate",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    team: {
      probe: (s) => ({ json: { historyId: s.history, instruction: "Resuma em 2 parágrafos" } }),
      allowed: 200,
    },
    input: { body: regenerateInputSchema },
  },
  {
    method: "POST",
    path: "/api/generate/variations/choose",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    input: { body: variationChoiceSchema },
  },
  // ...and on a plan's post: the team's post has the hook its strategy wrote (three options,
  // nothing saved).
  {
    method: "POST",
    path: "/api/generate/variations/post",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    team: {
      probe: (s) => ({ json: { planId: s.plan, postId: s.post, field: "hook" } }),
      allowed: 200,
    },
    input: { body: postVariationRequestSchema },
  },
  {
    method: "POST",
    path: "/api/generate/variations/post/choose",
    probe: { json: {} },
    expect: tools(400),
    action: "write",
    input: { body: variationChoiceSchema },
  },

  // The history: the workspace's, readable while locked.
  {
    method: "GET",
    path: "/api/history",
    expect: signedIn(200),
    action: "read",
    input: { query: historyQuerySchema },
  },
  ...["", "/calendar.ics", "/calendar.csv"].map(
    (suffix): RouteEntry => ({
      method: "GET",
      path: `/api/history/:id${suffix}`,
      probe: { path: `/api/history/${UNKNOWN_ID}${suffix}` },
      expect: signedIn(404),
      action: "read",
      team: { probe: (s) => ({ path: `/api/history/${s.history}${suffix}` }), allowed: 200 },
    }),
  ),
  // An item's versions (decision 041): read to list and open, write to restore.
  {
    method: "GET",
    path: "/api/history/:id/versions",
    probe: { path: `/api/history/${UNKNOWN_ID}/versions` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/history/${s.history}/versions` }), allowed: 200 },
  },
  {
    method: "GET",
    path: "/api/history/:id/versions/:number",
    probe: { path: `/api/history/${UNKNOWN_ID}/versions/1` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/history/${s.history}/versions/1` }), allowed: 200 },
  },
  {
    method: "POST",
    path: "/api/history/:id/versions/:number/restore",
    probe: { path: `/api/history/${UNKNOWN_ID}/versions/1/restore`, json: { basedOn: 1 } },
    expect: signedIn(404),
    action: "write",
    // A fresh item each: a restore moves the item on, and the next would be stale.
    team: {
      probe: async (s) => ({
        path: `/api/history/${await s.fresh.history()}/versions/1/restore`,
        json: { basedOn: 1 },
      }),
      allowed: 201,
    },
    input: { body: restoreSchema },
  },
  {
    method: "DELETE",
    path: "/api/history/:id",
    probe: { path: `/api/history/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({ path: `/api/history/${await s.fresh.history()}` }),
      allowed: 204,
    },
  },

  // Brands: the account's own; reading and editing need no subscription, and a locked
  // account keeps them too (only generating is refused).
  { method: "GET", path: "/api/brands", expect: signedIn(200), action: "read" },
  {
    method: "POST",
    path: "/api/brands",
    probe: { json: {} },
    expect: signedIn(400),
    action: "write",
    // A member limited to brands would make one they cannot see (decision 032).
    team: {
      probe: () => ({ json: { ...TEST_BRAND, brandName: "Marca Nova" } }),
      allowed: 201,
      limited: 403,
      brandless: true,
      outside: 201,
    },
    input: { body: brandCreateSchema },
  },
  {
    method: "GET",
    path: "/api/brands/:id",
    probe: { path: `/api/brands/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/brands/${s.brand}` }), allowed: 200 },
  },
  {
    method: "PATCH",
    path: "/api/brands/:id",
    probe: { path: `/api/brands/${UNKNOWN_ID}`, json: {} },
    expect: signedIn(404),
    action: "write",
    team: { probe: (s) => ({ path: `/api/brands/${s.brand}`, json: {} }), allowed: 200 },
    input: { body: brandUpdateSchema },
  },
  {
    method: "POST",
    path: "/api/brands/from-history/:id",
    probe: { path: `/api/brands/from-history/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({ path: `/api/brands/from-history/${await s.fresh.prompt()}` }),
      allowed: 201,
      limited: 403,
    },
  },
  {
    method: "POST",
    path: "/api/brands/:id/duplicate",
    probe: { path: `/api/brands/${UNKNOWN_ID}/duplicate` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({ path: `/api/brands/${s.brand}/duplicate` }),
      allowed: 201,
      limited: 403,
    },
  },
  // A brand's logo (decision 050): read with the brand, changed as the brand is; an empty
  // upload is the allowed actor's 400.
  {
    method: "GET",
    path: "/api/brands/:id/logo",
    probe: { path: `/api/brands/${UNKNOWN_ID}/logo` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/brands/${s.brand}/logo` }), allowed: 200 },
  },
  {
    method: "PUT",
    path: "/api/brands/:id/logo",
    probe: { path: `/api/brands/${UNKNOWN_ID}/logo`, json: {} },
    expect: signedIn(404),
    action: "write",
    team: { probe: (s) => ({ path: `/api/brands/${s.brand}/logo`, json: {} }), allowed: 400 },
  },
  {
    method: "DELETE",
    path: "/api/brands/:id/logo",
    probe: { path: `/api/brands/${UNKNOWN_ID}/logo` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({ path: `/api/brands/${await s.fresh.brand()}/logo` }),
      allowed: 204,
    },
  },
  {
    method: "DELETE",
    path: "/api/brands/:id",
    probe: { path: `/api/brands/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({ path: `/api/brands/${await s.fresh.brand()}` }),
      allowed: 204,
    },
  },

  // A plan's downloads, the member's own calendar feed and following the plan: the
  // workspace's, like the plan (any other account, and an unknown plan, get 404); the public
  // feed lives outside /api.
  ...(
    [
      ["GET", "/export.ics", "read", 200],
      ["GET", "/export.csv", "read", 200],
      ["GET", "/feed", "read", 200],
      // The member's own feed: a way of reading the plan (decision 038).
      ["POST", "/feed", "read", 201],
      ["DELETE", "/feed", "read", 204],
      ["GET", "/follow", "read", 200],
      ["PUT", "/follow", "read", 200],
      ["DELETE", "/follow", "read", 200],
    ] as const
  ).map(
    ([method, suffix, action, allowed]): RouteEntry => ({
      method,
      path: `/api/plans/:id${suffix}`,
      probe: { path: `/api/plans/${UNKNOWN_ID}${suffix}` },
      expect: signedIn(404),
      action,
      team: {
        probe: async (s) => ({
          path: `/api/plans/${action === "read" ? s.plan : (await s.fresh.plan()).plan}${suffix}`,
        }),
        allowed,
      },
    }),
  ),
  // Plans: the account's own, like brands (a locked account keeps them; generating is refused).
  { method: "GET", path: "/api/plans", expect: signedIn(200), action: "read" },
  { method: "GET", path: "/api/plans/upcoming", expect: signedIn(200), action: "read" },
  { method: "GET", path: "/api/plans/today", expect: signedIn(200), action: "read" },
  {
    method: "POST",
    path: "/api/plans",
    probe: { json: {} },
    expect: signedIn(400),
    action: "write",
    // The strategy already has its plan: the answer is that plan (200), nothing made.
    team: { probe: (s) => ({ json: { historyId: s.history } }), allowed: 200 },
    input: { body: planFromHistorySchema },
  },
  {
    method: "GET",
    path: "/api/plans/:id",
    probe: { path: `/api/plans/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/plans/${s.plan}` }), allowed: 200 },
  },
  {
    method: "PATCH",
    path: "/api/plans/:id",
    probe: { path: `/api/plans/${UNKNOWN_ID}`, json: { title: "Plano" } },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}`, json: { title: "Plano da equipe" } }),
      allowed: 200,
    },
    input: { body: planUpdateSchema },
  },
  {
    method: "DELETE",
    path: "/api/plans/:id",
    probe: { path: `/api/plans/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({ path: `/api/plans/${(await s.fresh.plan()).plan}` }),
      allowed: 204,
    },
  },
  {
    method: "POST",
    path: "/api/plans/:id/posts",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts`, json: {} },
    expect: signedIn(400),
    action: "write",
    team: {
      probe: (s) => ({
        path: `/api/plans/${s.plan}/posts`,
        json: { date: "2026-12-01", channel: "instagram", format: "Reels", theme: "Novo post" },
      }),
      allowed: 201,
    },
    input: { body: postCreateSchema },
  },
  {
    method: "PATCH",
    path: "/api/plans/:id/posts/:postId",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}`, json: {} },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}`, json: { notes: "ok" } }),
      allowed: 200,
    },
    input: { body: postEditSchema },
  },
  {
    method: "DELETE",
    path: "/api/plans/:id/posts/:postId",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => {
        const { plan, post } = await s.fresh.plan();
        return { path: `/api/plans/${plan}/posts/${post}` };
      },
      allowed: 204,
    },
  },
  {
    method: "POST",
    path: "/api/plans/:id/posts/:postId/duplicate",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/duplicate` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/duplicate` }),
      allowed: 201,
    },
  },
  // A post's task (decision 058): a role that writes asks; whom it may give the post to is the
  // workspaces' rule (tasks.api.test.ts). Nobody's post given to nobody changes nothing.
  {
    method: "PUT",
    path: "/api/plans/:id/posts/:postId/task",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/task`, json: {} },
    expect: signedIn(400),
    action: "write",
    team: {
      probe: (s) => ({
        path: `/api/plans/${s.plan}/posts/${s.post}/task`,
        json: { assigneeId: null },
      }),
      allowed: 200,
    },
    input: { body: taskUpdateSchema },
  },
  // "Minhas tarefas": each member's own list, and seeing the new ones in it.
  { method: "GET", path: "/api/tasks", expect: signedIn(200), action: "read" },
  { method: "POST", path: "/api/tasks/seen", expect: signedIn(204), action: "read" },
  // The bell, its preferences and this device's push (decision 061): each account's own, in
  // whichever workspace it works; another's notification is a 404 like an unknown one.
  { method: "GET", path: "/api/notifications", expect: signedIn(200) },
  { method: "POST", path: "/api/notifications/read-all", expect: signedIn(204) },
  {
    method: "POST",
    path: "/api/notifications/:id/read",
    probe: { path: `/api/notifications/${UNKNOWN_ID}/read` },
    expect: signedIn(404),
  },
  { method: "GET", path: "/api/notifications/preferences", expect: signedIn(200) },
  {
    method: "PUT",
    path: "/api/notifications/preferences",
    probe: { json: { kinds: "todas" } },
    expect: signedIn(400),
    input: { body: preferencesUpdateSchema },
  },
  { method: "GET", path: "/api/push/key", expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/push/subscriptions",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: pushSubscriptionSchema },
  },
  {
    method: "DELETE",
    path: "/api/push/subscriptions",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: pushUnsubscribeSchema },
  },
  // A post's text versions (decision 042): read to list and open, write to restore.
  {
    method: "GET",
    path: "/api/plans/:id/posts/:postId/versions",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/versions` },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/versions` }),
      allowed: 200,
    },
  },
  {
    method: "GET",
    path: "/api/plans/:id/posts/:postId/versions/:number",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/versions/1` },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/versions/1` }),
      allowed: 200,
    },
  },
  // "Baixar todos": a post's slides in one ZIP (decision 054), read with the post.
  {
    method: "GET",
    path: "/api/plans/:id/posts/:postId/art.zip",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/art.zip` },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/art.zip` }),
      allowed: 200,
    },
  },
  // A slide of a post's art as PNG (decision 054): read with the post.
  {
    method: "GET",
    path: "/api/plans/:id/posts/:postId/slides/:number",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/slides/1` },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/slides/1` }),
      allowed: 200,
    },
  },
  {
    method: "POST",
    path: "/api/plans/:id/posts/:postId/versions/:number/restore",
    probe: {
      path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/versions/1/restore`,
      json: { basedOn: 1 },
    },
    expect: signedIn(404),
    action: "write",
    // A fresh post each: a restore moves the post on, and the next would be stale.
    team: {
      probe: async (s) => {
        const { plan, post } = await s.fresh.plan();
        return {
          path: `/api/plans/${plan}/posts/${post}/versions/1/restore`,
          json: { basedOn: 1 },
        };
      },
      allowed: 201,
    },
    input: { body: postRestoreSchema },
  },

  // Billing (local test mode: no Stripe key, so the webhook does not exist).
  // Client approval: the owner's links and threads on their plans (404 to anyone else)...
  {
    method: "GET",
    path: "/api/plans/:id/shares",
    probe: { path: `/api/plans/${UNKNOWN_ID}/shares` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/plans/${s.plan}/shares` }), allowed: 200 },
  },
  {
    method: "POST",
    path: "/api/plans/:id/shares",
    probe: { path: `/api/plans/${UNKNOWN_ID}/shares`, json: { expiresIn: "7" } },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => ({
        path: `/api/plans/${(await s.fresh.plan()).plan}/shares`,
        json: { expiresIn: "7" },
      }),
      allowed: 201,
    },
    input: { body: shareCreateSchema },
  },
  {
    method: "DELETE",
    path: "/api/plans/:id/shares/:shareId",
    probe: { path: `/api/plans/${UNKNOWN_ID}/shares/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => {
        const { plan, share } = await s.fresh.plan();
        return { path: `/api/plans/${plan}/shares/${share}` };
      },
      allowed: 204,
    },
  },
  {
    method: "POST",
    path: "/api/plans/:id/shares/:shareId/replace",
    probe: { path: `/api/plans/${UNKNOWN_ID}/shares/${UNKNOWN_ID}/replace`, json: {} },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: async (s) => {
        const { plan, share } = await s.fresh.plan();
        return { path: `/api/plans/${plan}/shares/${share}/replace`, json: {} };
      },
      allowed: 201,
    },
  },
  {
    method: "GET",
    path: "/api/plans/:id/posts/:postId/feedback",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/feedback` },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/feedback` }),
      allowed: 200,
    },
    input: { query: threadPageQuerySchema },
  },
  {
    method: "POST",
    path: "/api/plans/:id/posts/:postId/feedback",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/feedback`, json: { body: "Oi" } },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({
        path: `/api/plans/${s.plan}/posts/${s.post}/feedback`,
        json: { body: "Oi" },
      }),
      allowed: 201,
    },
    input: { body: ownerReplySchema },
  },
  {
    method: "POST",
    path: "/api/plans/:id/posts/:postId/feedback/seen",
    probe: { path: `/api/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/feedback/seen`, json: {} },
    expect: signedIn(404),
    action: "read",
    team: {
      probe: (s) => ({ path: `/api/plans/${s.plan}/posts/${s.post}/feedback/seen`, json: {} }),
      allowed: 204,
    },
  },
  { method: "GET", path: "/api/feedback/unseen", expect: signedIn(200), action: "read" },
  // ...and the client's side, open to anyone holding a live token (none here: 404).
  {
    method: "GET",
    path: "/api/approval/:token",
    probe: { path: `/api/approval/${UNKNOWN_TOKEN}` },
    expect: everyone(404),
    input: { query: approvalPageQuerySchema },
  },
  {
    method: "GET",
    path: "/api/approval/:token/posts/:postId/feedback",
    probe: { path: `/api/approval/${UNKNOWN_TOKEN}/posts/${UNKNOWN_ID}/feedback` },
    expect: everyone(404),
    input: { query: threadPageQuerySchema },
  },
  {
    method: "GET",
    path: "/api/approval/:token/posts/:postId/slides/:number",
    probe: { path: `/api/approval/${UNKNOWN_TOKEN}/posts/${UNKNOWN_ID}/slides/1` },
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/approval/:token/posts/:postId/approve",
    probe: {
      path: `/api/approval/${UNKNOWN_TOKEN}/posts/${UNKNOWN_ID}/approve`,
      json: { name: "Ana" },
    },
    expect: everyone(404),
    input: { body: approveSchema },
  },
  {
    method: "POST",
    path: "/api/approval/:token/posts/:postId/changes",
    probe: {
      path: `/api/approval/${UNKNOWN_TOKEN}/posts/${UNKNOWN_ID}/changes`,
      json: { name: "Ana", comment: "Mude" },
    },
    expect: everyone(404),
    input: { body: changesSchema },
  },
  {
    method: "POST",
    path: "/api/approval/:token/approve-rest",
    probe: { path: `/api/approval/${UNKNOWN_TOKEN}/approve-rest`, json: { name: "Ana" } },
    expect: everyone(404),
    input: { body: approveSchema },
  },

  // The AI meter of the viewer's paying account (decision 030).
  { method: "GET", path: "/api/ai-usage", expect: signedIn(200) },
  { method: "GET", path: "/api/billing/plans", expect: everyone(200) },
  { method: "GET", path: "/api/billing/status", expect: signedIn(200), action: "read" },
  {
    method: "POST",
    path: "/api/billing/verify",
    probe: { json: {} },
    expect: signedIn(200),
    action: "billing",
  },
  {
    method: "POST",
    path: "/api/billing/checkout",
    probe: { json: {} },
    expect: unlocked(400),
    action: "billing",
    input: { body: checkoutRequestSchema },
  },
  // Nobody here has a customer at the payment provider yet: nothing to manage.
  {
    method: "POST",
    path: "/api/billing/portal",
    probe: { json: {} },
    expect: signedIn(409),
    action: "billing",
  },
  { method: "POST", path: "/api/billing/webhook", probe: { json: {} }, expect: everyone(404) },
  {
    method: "GET",
    path: "/api/billing/test/checkout",
    expect: signedIn(400),
    action: "billing",
    input: { query: testCheckoutSessionSchema },
  },
  {
    method: "POST",
    path: "/api/billing/test/checkout",
    probe: { json: {} },
    expect: unlocked(400),
    action: "billing",
    input: { body: testCheckoutPaySchema },
  },
  {
    method: "POST",
    path: "/api/billing/test/payment",
    probe: { json: {} },
    expect: unlocked(400),
    action: "billing",
    input: { body: testPaymentRequestSchema },
  },
  {
    method: "POST",
    path: "/api/billing/test/portal",
    probe: { json: {} },
    expect: signedIn(400),
    action: "billing",
    input: { body: testPortalRequestSchema },
  },

  // Contact and the mail the server sends.
  {
    method: "POST",
    path: "/api/contact",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: contactSchema },
  },
  {
    method: "GET",
    path: "/api/contact/admin/messages",
    expect: adminOnly(200),
    input: { query: emailsPageQuerySchema },
  },
  {
    method: "GET",
    path: "/api/emails",
    expect: adminOnly(200),
    input: { query: emailsPageQuerySchema },
  },

  // The user's data rights.
  { method: "GET", path: "/api/account/export", expect: signedIn(200) },
  { method: "GET", path: "/api/account/teams-to-transfer", expect: signedIn(200) },
  {
    method: "DELETE",
    path: "/api/account",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: deleteAccountSchema },
  },

  // Admin.
  { method: "GET", path: "/api/admin/stats", expect: adminOnly(200) },
  {
    method: "GET",
    path: "/api/admin/usage",
    expect: adminOnly(200),
    input: { query: adminUsageQuerySchema },
  },
  { method: "GET", path: "/api/admin/backup", expect: adminOnly(200) },
  {
    method: "GET",
    path: "/api/admin/users",
    expect: adminOnly(200),
    input: { query: adminUsersQuerySchema },
  },
  {
    method: "GET",
    path: "/api/admin/content",
    expect: adminOnly(200),
    input: { query: adminContentQuerySchema },
  },
  {
    method: "GET",
    path: "/api/admin/content/:id",
    probe: { path: `/api/admin/content/${UNKNOWN_ID}` },
    expect: adminOnly(404),
  },
  {
    method: "GET",
    path: "/api/admin/audit",
    expect: adminOnly(200),
    input: { query: adminAuditQuerySchema },
  },
  {
    method: "PUT",
    path: "/api/admin/users/:id/role",
    probe: { path: `/api/admin/users/${UNKNOWN_ID}/role`, json: {} },
    expect: adminOnly(400),
    input: { body: setRoleSchema },
  },
  ...(["ban", "lock"] as const).map(
    (action): RouteEntry => ({
      method: "POST",
      path: `/api/admin/users/:id/${action}`,
      probe: { path: `/api/admin/users/${UNKNOWN_ID}/${action}`, json: {} },
      expect: adminOnly(400),
      input: { body: flagReasonSchema },
    }),
  ),
  ...(["unban", "unlock"] as const).map(
    (action): RouteEntry => ({
      method: "POST",
      path: `/api/admin/users/:id/${action}`,
      probe: { path: `/api/admin/users/${UNKNOWN_ID}/${action}`, json: {} },
      expect: adminOnly(404),
      input: { body: liftReasonSchema },
    }),
  ),

  // Workspaces: each actor above owns its personal workspace (decision 032); the team's walk
  // covers the roles inside one (tests/security/team.ts).
  { method: "GET", path: "/api/workspaces", expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/workspaces",
    probe: { json: {} },
    expect: signedIn(400),
    input: { body: workspaceCreateSchema },
  },
  {
    method: "POST",
    path: "/api/workspaces/current/team",
    probe: { json: {} },
    // "Transformar em equipe": the Proprietário's; an empty name never changes anything.
    expect: signedIn(400),
    action: "workspace",
    team: { probe: () => ({ json: {} }), allowed: 400, brandless: true, outside: 400 },
    input: { body: workspaceCreateSchema },
  },
  {
    method: "POST",
    path: "/api/workspaces/current/new-team",
    probe: { json: {} },
    // "Nova equipe com marcas": the Proprietário's; no name and no brand never changes anything.
    expect: signedIn(400),
    action: "workspace",
    team: { probe: () => ({ json: {} }), allowed: 400, brandless: true, outside: 400 },
    input: { body: teamWithBrandsSchema },
  },
  {
    method: "PUT",
    path: "/api/workspaces/current",
    probe: { json: { workspaceId: UNKNOWN_ID } },
    expect: signedIn(404),
    // Each member switches to the team they already work in; anyone else is refused.
    team: { probe: (s) => ({ json: { workspaceId: s.workspace } }), allowed: 204, brandless: true },
    input: { body: workspaceSwitchSchema },
  },
  { method: "GET", path: "/api/workspaces/members", expect: signedIn(200), action: "read" },
  {
    method: "GET",
    path: "/api/workspaces/activity",
    expect: signedIn(200),
    action: "members",
    input: { query: activityQuerySchema },
  },
  {
    method: "PATCH",
    path: "/api/workspaces/members/:userId",
    probe: { path: `/api/workspaces/members/${UNKNOWN_ID}`, json: {} },
    expect: signedIn(404),
    action: "members",
    team: {
      probe: (s) => ({ path: `/api/workspaces/members/${s.member}`, json: {} }),
      allowed: 200,
    },
    input: { body: memberUpdateSchema },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/members/:userId",
    probe: { path: `/api/workspaces/members/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "members",
    team: {
      probe: async (s) => ({ path: `/api/workspaces/members/${await s.fresh.member()}` }),
      allowed: 204,
    },
  },

  // Invitations (decision 039): managing them is the members action; sending e-mail is refused
  // when locked. Real invitations, their limits and links are walked in
  // src/server/workspaces/invitations/*.api.test.ts.
  {
    method: "GET",
    path: "/api/workspaces/invitations",
    expect: signedIn(200),
    action: "members",
  },
  {
    method: "POST",
    path: "/api/workspaces/invitations",
    probe: { json: {} },
    expect: unlocked(400),
    action: "members",
    input: { body: invitationCreateSchema },
  },
  {
    method: "POST",
    path: "/api/workspaces/invitations/:id/resend",
    probe: { path: `/api/workspaces/invitations/${UNKNOWN_ID}/resend`, json: {} },
    expect: unlocked(404),
    action: "members",
  },
  {
    method: "POST",
    path: "/api/workspaces/invitations/:id/link",
    probe: { path: `/api/workspaces/invitations/${UNKNOWN_ID}/link`, json: {} },
    expect: unlocked(404),
    action: "members",
  },
  {
    method: "DELETE",
    path: "/api/workspaces/invitations/:id",
    probe: { path: `/api/workspaces/invitations/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "members",
  },
  // The link's routes are public: an unknown token is the one "no longer valid" 404.
  {
    method: "GET",
    path: "/api/invitations/:token",
    probe: { path: `/api/invitations/${UNKNOWN_TOKEN}` },
    expect: everyone(404),
  },
  {
    method: "POST",
    path: "/api/invitations/:token/accept",
    probe: { path: `/api/invitations/${UNKNOWN_TOKEN}/accept`, json: {} },
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: "/api/invitations/:token/sign-up",
    probe: { path: `/api/invitations/${UNKNOWN_TOKEN}/sign-up`, json: {} },
    expect: everyone(400),
    input: { body: invitationSignUpSchema },
  },
  // Ownership and the workspace's life. Each actor of the first walk owns only its personal
  // workspace, which is never offered, left or deleted; in the team, only its Proprietário
  // offers or deletes it. No probe changes anything: an empty or wrong body, an unknown offer,
  // leaving another workspace than the current one.
  {
    method: "GET",
    path: "/api/workspaces/ownership-offer",
    expect: signedIn(200),
    action: "workspace",
  },
  {
    method: "PUT",
    path: "/api/workspaces/ownership-offer",
    probe: { json: {} },
    expect: signedIn(400),
    action: "workspace",
    input: { body: ownershipOfferSchema },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/ownership-offer",
    expect: signedIn(404),
    action: "workspace",
  },
  { method: "GET", path: "/api/workspaces/ownership-offers", expect: signedIn(200) },
  {
    method: "POST",
    path: "/api/workspaces/ownership-offers/:workspaceId/accept",
    probe: { path: `/api/workspaces/ownership-offers/${UNKNOWN_ID}/accept` },
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: "/api/workspaces/ownership-offers/:workspaceId/decline",
    probe: { path: `/api/workspaces/ownership-offers/${UNKNOWN_ID}/decline` },
    expect: signedIn(404),
  },
  {
    method: "POST",
    path: "/api/workspaces/current/leave",
    probe: { json: { workspaceId: UNKNOWN_ID } },
    // An owner may not leave; a member naming another workspace than theirs leaves nothing.
    expect: signedIn(409),
    action: "read",
    input: { body: leaveWorkspaceSchema },
  },
  {
    method: "DELETE",
    path: "/api/workspaces/current",
    probe: { json: { name: "Não é o nome" } },
    // A personal workspace is never deleted (409); the team's owner typed the wrong name (400).
    expect: signedIn(409),
    action: "workspace",
    team: {
      probe: () => ({ json: { name: "Não é o nome" } }),
      allowed: 400,
      brandless: true,
      outside: 409,
    },
    input: { body: deleteWorkspaceSchema },
  },
  // Publishing (decision 063): a brand's connected accounts, read by its members, connected and
  // removed by the owner or an Administrator ("members"); a plan's publications, read by its
  // members, scheduled by who writes; the slides Meta fetches at signed URLs, with no session.
  {
    method: "GET",
    path: "/api/publishing/brands/:id/accounts",
    probe: { path: `/api/publishing/brands/${UNKNOWN_ID}/accounts` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/publishing/brands/${s.brand}/accounts` }), allowed: 200 },
  },
  {
    method: "POST",
    path: "/api/publishing/brands/:id/connect",
    probe: { path: `/api/publishing/brands/${UNKNOWN_ID}/connect`, json: {} },
    expect: signedIn(404),
    action: "members",
    team: {
      probe: (s) => ({ path: `/api/publishing/brands/${s.brand}/connect`, json: {} }),
      allowed: 200,
    },
  },
  {
    method: "GET",
    path: "/api/publishing/brands/:id/pages",
    probe: { path: `/api/publishing/brands/${UNKNOWN_ID}/pages` },
    expect: signedIn(404),
    action: "members",
    team: { probe: (s) => ({ path: `/api/publishing/brands/${s.brand}/pages` }), allowed: 200 },
  },
  {
    method: "POST",
    path: "/api/publishing/brands/:id/pages",
    probe: { path: `/api/publishing/brands/${UNKNOWN_ID}/pages`, json: { pageId: "1010" } },
    expect: signedIn(404),
    action: "members",
    // No login waits for a choice: the route's own refusal, nothing connected.
    team: {
      probe: (s) => ({ path: `/api/publishing/brands/${s.brand}/pages`, json: { pageId: "1010" } }),
      allowed: 422,
    },
    input: { body: choosePageSchema },
  },
  {
    method: "DELETE",
    path: "/api/publishing/accounts/:id",
    probe: { path: `/api/publishing/accounts/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "members",
  },
  {
    method: "GET",
    path: "/api/publishing/oauth/callback",
    probe: { path: "/api/publishing/oauth/callback?code=x&state=y.z" },
    // Back to the brands with the state refused, in Portuguese.
    expect: signedIn(302),
    input: { query: oauthCallbackQuerySchema },
  },
  {
    method: "GET",
    path: "/api/publishing/media/:publicationId/:number",
    probe: {
      path: `/api/publishing/media/${UNKNOWN_ID}/1?expires=9999999999&signature=${UNKNOWN_TOKEN}`,
    },
    expect: everyone(404),
    input: { query: mediaQuerySchema },
  },
  {
    method: "GET",
    path: "/api/publishing/plans/:id",
    probe: { path: `/api/publishing/plans/${UNKNOWN_ID}` },
    expect: signedIn(404),
    action: "read",
    team: { probe: (s) => ({ path: `/api/publishing/plans/${s.plan}` }), allowed: 200 },
  },
  {
    method: "PATCH",
    path: "/api/publishing/plans/:id",
    probe: { path: `/api/publishing/plans/${UNKNOWN_ID}`, json: {} },
    expect: signedIn(404),
    action: "write",
    team: { probe: (s) => ({ path: `/api/publishing/plans/${s.plan}`, json: {} }), allowed: 200 },
    input: { body: publishingSettingsSchema },
  },
  {
    method: "POST",
    path: "/api/publishing/plans/:id/posts/:postId/schedule",
    probe: { path: `/api/publishing/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/schedule`, json: {} },
    expect: signedIn(404),
    action: "write",
    // The team's posts are not approved: the route's own refusal, nothing scheduled.
    team: {
      probe: (s) => ({
        path: `/api/publishing/plans/${s.plan}/posts/${s.post}/schedule`,
        json: {},
      }),
      allowed: 422,
    },
    input: { body: scheduleSchema },
  },
  {
    method: "DELETE",
    path: "/api/publishing/plans/:id/posts/:postId/schedule",
    probe: { path: `/api/publishing/plans/${UNKNOWN_ID}/posts/${UNKNOWN_ID}/schedule` },
    expect: signedIn(404),
    action: "write",
    team: {
      probe: (s) => ({ path: `/api/publishing/plans/${s.plan}/posts/${s.post}/schedule` }),
      allowed: 200,
    },
  },
  {
    method: "GET",
    path: "/api/admin/publishing",
    expect: adminOnly(200),
  },
];

export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;
