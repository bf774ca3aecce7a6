import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  type NewPasswordInput,
  newPasswordSchema,
} from "@shared/password-reset";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { ForgotPasswordInput, NewPasswordInput };
export { forgotPasswordSchema, newPasswordSchema };

/** The answer is the same whether or not the e-mail has an account. */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  api<{ status: boolean; message: string }>("/api/auth/request-password-reset", {
    method: "POST",
    body: input,
  });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>("/api/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: ({ password }: NewPasswordInput) => resetPassword(token, password),
  });
}
