import type { AuthOptions } from "../auth/auth.ts";
import type { Mailer } from "./mailer.ts";
import { passwordResetEmail, verificationEmail } from "./templates.ts";

export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;

/**
 * better-auth's e-mail hooks: both e-mails go through the mail queue. Sign-in waits for a
 * verified e-mail only when real e-mail can arrive (DESIGN.md §2): on the outbox it does not.
 */
export function authEmailOptions(mailer: Mailer) {
  return {
    emailVerification: {
      sendOnSignUp: true,
      // An unverified sign-in gets a fresh link (the EMAIL_NOT_VERIFIED message says so).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        // The verify route answers with a redirect to /auth carrying a Portuguese alert.
        link.searchParams.set("callbackURL", "/auth");
        const email = verificationEmail(user.name, link.href);
        await mailer.send({ ...email, userId: user.id, to: user.email });
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: mailer.delivery === "smtp",
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        const email = passwordResetEmail(user.name, url);
        await mailer.send({ ...email, userId: user.id, to: user.email });
      },
    },
  } satisfies AuthOptions["extend"];
}
