import { Hono } from "hono";
import {
  INVITATION_INVALID,
  invitationCreateSchema,
  invitationParamSchema,
  invitationSignUpSchema,
  invitationTokenParamSchema,
} from "../../../shared/invitations.ts";
import type { AppEnv } from "../../app-env.ts";
import { getViewer, requireUnlocked, requireUser, viewerOf } from "../../auth/guards.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { errors } from "../../lib/errors.ts";
import { hitRateLimit, type RateLimitRule } from "../../lib/rate-limit.ts";
import { jsonBody, validate } from "../../lib/validate.ts";
import { may } from "../access.ts";
import { acceptInvitation, previewInvitation } from "./accept.ts";
import {
  createInvitation,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  shareInvitationLink,
} from "./service.ts";
import { signUpFromInvitation } from "./sign-up.ts";

/**
 * The team's invitations, under /api/workspaces (signed in): managing them takes the `members`
 * action; sending an e-mail (invite, resend) is refused to a locked account.
 */
export function teamInvitationRoutes() {
  return new Hono<AppEnv>()
    .get("/", may("members"), async (c) =>
      c.json(await listInvitations(c.get("deps").db, viewerOf(c).workspace.id), 200),
    )
    .post("/", may("members"), requireUnlocked, jsonBody(invitationCreateSchema), async (c) =>
      c.json(await createInvitation(c.get("deps"), viewerOf(c), c.req.valid("json")), 201),
    )
    .post(
      "/:id/resend",
      may("members"),
      requireUnlocked,
      validate("param", invitationParamSchema),
      async (c) =>
        c.json(await resendInvitation(c.get("deps"), viewerOf(c), c.req.valid("param").id), 200),
    )
    .post(
      "/:id/link",
      may("members"),
      requireUnlocked,
      validate("param", invitationParamSchema),
      async (c) =>
        c.json(await shareInvitationLink(c.get("deps"), viewerOf(c), c.req.valid("param").id), 200),
    )
    .delete("/:id", may("members"), validate("param", invitationParamSchema), async (c) => {
      await revokeInvitation(c.get("deps").db, viewerOf(c).workspace.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}

// A person opens their link a few times; an office behind one address may hold a team's worth
// of invitees. Past this a script is at work: guessing 256-bit tokens is hopeless, but each
// sign-up costs a password hash, so the address waits (as sign-up's 100 an hour).
export const INVITATION_LINK_PER_IP: RateLimitRule = { limit: 100, windowSeconds: 15 * 60 };

/**
 * The link's page and its answers (/api/invitations/:token), public: signed out it shows the
 * invitation and signs up; signed in with the invited address it joins. Every request is counted
 * against the client's address before any token is looked up.
 */
export function invitationLinkRoutes() {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await hitRateLimit(c.get("deps").db, `invitation:ip:${clientIp(c)}`, INVITATION_LINK_PER_IP);
      await next();
    })
    .get("/:token", validate("param", invitationTokenParamSchema), async (c) => {
      const viewer = await getViewer(c);
      const { token } = c.req.valid("param");
      return c.json(await previewInvitation(c.get("deps").db, token, viewer), 200);
    })
    .post(
      "/:token/accept",
      requireUser,
      validate("param", invitationTokenParamSchema),
      async (c) => {
        const { db, mailer } = c.get("deps");
        const viewer = viewerOf(c);
        const joined = await acceptInvitation(db, viewer, c.req.valid("param").token, {
          needsVerified: mailer.delivery === "smtp",
        });
        return c.json(joined, 200);
      },
    )
    .post(
      "/:token/sign-up",
      validate("param", invitationTokenParamSchema),
      jsonBody(invitationSignUpSchema),
      async (c) => {
        const result = await signUpFromInvitation(
          c,
          c.req.valid("param").token,
          c.req.valid("json"),
        );
        if (!result) throw errors.notFound(INVITATION_INVALID);
        for (const cookie of result.cookies) c.header("Set-Cookie", cookie, { append: true });
        return c.json(result.joined, 200);
      },
    );
}
