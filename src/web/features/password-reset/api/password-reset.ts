import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type NewPasswordInput,
  newPasswordSchema,
} from "@shared/password-reset";
import { useMutation } from "@tanstack/react-query";
import { accepted, answer, api } from "@/lib/api-client";

export type { ForgotPasswordInput, NewPasswordInput };
export { forgotPasswordSchema, newPasswordSchema };

/** The answer is the same whether or not the e-mail has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  answer(api.auth["request-password-reset"].$post({ json: input }));

export const resetPassword = (token: string, newPassword: string) =>
  accepted(api.auth["reset-password"].$post({ json: { token, newPassword } }));

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: ({ password }: NewPasswordInput) => resetPassword(token, password),
  });
}
