import type { AuthOptions } from "../auth/auth.ts";
import type { Database } from "../db/client.ts";
import { countHit, type RateLimitRule } from "../lib/rate-limit.ts";
import type { Mailer } from "./mailer.ts";
import { passwordResetEmail, verificationEmail } from "./templates.ts";

export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;

// Each unverified sign-in asks for a new link: without these, anyone who knows the password
// of an account they created with someone else's address could flood that inbox.
const VERIFICATION_EMAIL_GAP: RateLimitRule = { limit: 1, windowSeconds: 10 * 60 };
const VERIFICATION_EMAILS_PER_DAY: RateLimitRule = { limit: 5, windowSeconds: 24 * 60 * 60 };

/** Whether another verification e-mail may go to this address now (counts it if so). */
async function mayMailVerification(db: Database, email: string) {
  const address = email.toLowerCase();
  if ((await countHit(db, `verification-mail:gap:${address}`, VERIFICATION_EMAIL_GAP)) !== null) {
    return false;
  }
  return (
    (await countHit(db, `verification-mail:day:${address}`, VERIFICATION_EMAILS_PER_DAY)) === null
  );
}

/**
 * better-auth's e-mail hooks: both e-mails go through the mail queue. Sign-in waits for a
 * verified e-mail only when real e-mail can arrive: on the outbox nobody could ever confirm.
 */
export function authEmailOptions(mailer: Mailer, db: Database) {
  return {
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in gets a fresh link (the EMAIL_NOT_VERIFIED message says so).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        // An address proven otherwise (an invitation's link reached it) needs no confirming.
        if (user.emailVerified) return;
        if (!(await mayMailVerification(db, user.email))) return;
        const link = new URL(url);
        // The verify route answers with a redirect to /auth carrying a Portuguese alert.
        link.searchParams.set("callbackURL", "/auth");
        const email = verificationEmail(link.href);
        await mailer.send({ ...email, userId: user.id, to: user.email });
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: mailer.delivery === "smtp",
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        // The name was typed by whoever signed up: an unproven address is not greeted with it.
        const email = passwordResetEmail(user.emailVerified ? user.name : "", url);
        await mailer.send({ ...email, userId: user.id, to: user.email });
      },
    },
  } satisfies AuthOptions["extend"];
}
