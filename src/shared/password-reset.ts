import { z } from "zod";
import { loginSchema } from "./auth.ts";

const { email, password } = loginSchema.shape;

/** "Esqueci minha senha": the same answer whether or not the e-mail has an account. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const RESET_REQUESTED_MESSAGE =
  "Se houver uma conta com este email, enviamos um link para criar uma nova senha. Verifique sua caixa de entrada.";

/** The new-password form at /auth/nova-senha. */
export const newPasswordSchema = z
  .object({
    password,
    passwordConfirm: z.string().min(6, "A senha deve ter pelo menos 6 caracteres"),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: "As senhas não coincidem",
    path: ["passwordConfirm"],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** What the API accepts: better-auth's reset body. */
export const resetPasswordRequestSchema = z.object({
  token: z.string("Este link é inválido ou expirou. Solicite um novo.").trim().min(1).max(200),
  newPassword: password,
});

export const PASSWORD_RESET_DONE_MESSAGE = "Senha redefinida com sucesso! Entre com a nova senha.";
export const EMAIL_VERIFIED_MESSAGE = "Email confirmado com sucesso! Agora você pode entrar.";
