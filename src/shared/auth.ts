import { z } from "zod";

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Email inválido").max(254, "Email inválido"));
const password = z
  .string("A senha deve ter pelo menos 6 caracteres")
  .min(6, "A senha deve ter pelo menos 6 caracteres")
  .max(128, "A senha deve ter no máximo 128 caracteres.");
/** The person's full name, shared by sign-up and the profile form. */
export const fullName = z
  .string("O nome completo deve ter pelo menos 3 caracteres")
  .trim()
  .min(3, "O nome completo deve ter pelo menos 3 caracteres")
  .max(120, "O nome completo deve ter no máximo 120 caracteres.");

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    fullName,
    email,
    password,
    passwordConfirm: z.string().min(6, "A senha deve ter pelo menos 6 caracteres"),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: "As senhas não coincidem",
    path: ["passwordConfirm"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** What the API accepts on sign-up: better-auth's body, with the full name as `name`. */
export const signUpRequestSchema = z.object({ name: fullName, email, password });
