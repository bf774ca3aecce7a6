import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  accounts,
  profiles,
  sessions,
  userRoles,
  users,
  verifications,
} from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Logger } from "../lib/logger.ts";
import {
  INVITATION_TOKEN_HEADER,
  invitationProvesAddress,
} from "../workspaces/invitations/address-proof.ts";
import { grantAdmin, isListedAdmin } from "./admin-emails.ts";
import { bannedMessage } from "./ban.ts";
import { trustedOrigins } from "./origins.ts";

export type AuthOptions = {
  env: Env;
  db: Database;
  secret: string;
  logger: Logger;
  /** Extra better-auth options supplied by other domains (e.g. e-mail verification and reset). */
  extend?: Partial<Parameters<typeof betterAuth>[0]>;
};

export const SESSION_COOKIE = "better-auth.session_token";
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7;
/** A session is slid forward (expiry and cookie) at most once a day. */
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

export function createAuth({ env, db, secret, logger, extend = {} }: AuthOptions) {
  const { emailAndPassword, ...extendRest } = extend;
  return betterAuth({
    appName: "Conteúdo Inteligente",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(env),
    logger: {
      level: "warn",
      log: (level, message) => logger[level]({ source: "better-auth" }, message),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      ...emailAndPassword,
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
      // A cached session would outlive a ban; every request reads the database instead.
      cookieCache: { enabled: false },
    },
    // Our own limiter keeps its counters in the database for every instance (rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.APP_URL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // A sign-up from an invitation's link to this address starts verified (decision 039).
          before: async (user, ctx) => {
            const token = ctx?.headers?.get(INVITATION_TOKEN_HEADER);
            if (await invitationProvesAddress(db, token, user.email)) {
              return { data: { ...user, emailVerified: true } };
            }
          },
          after: async (user) => {
            const isAdmin = isListedAdmin(env, user);
            await db
              .insert(profiles)
              .values({ id: user.id, fullName: user.name })
              .onConflictDoNothing();
            await db
              .insert(userRoles)
              .values({ userId: user.id, role: isAdmin ? "admin" : "user" })
              .onConflictDoNothing();
          },
        },
        update: {
          // A listed address that waited for its verification becomes admin with it.
          after: async (user) => {
            if (user.emailVerified && isListedAdmin(env, user)) await grantAdmin(db, [user.email]);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [profile] = await db
              .select({ isBanned: profiles.isBanned, reason: profiles.bannedReason })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (profile?.isBanned) {
              throw new APIError("FORBIDDEN", {
                code: "BANNED_USER",
                message: bannedMessage(profile.reason),
              });
            }
          },
        },
      },
    },
    ...extendRest,
  });
}

export type Auth = ReturnType<typeof createAuth>;
