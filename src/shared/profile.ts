import { z } from "zod";
import { fullName } from "./auth.ts";

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

/**
 * Handles are compared case-insensitively by storing them lowercase, so "Maria" and "maria"
 * cannot belong to two people.
 */
const username = z
  .string("O nome de usuário deve ter pelo menos 3 caracteres")
  .trim()
  .min(USERNAME_MIN, "O nome de usuário deve ter pelo menos 3 caracteres")
  .max(USERNAME_MAX, `O nome de usuário deve ter no máximo ${USERNAME_MAX} caracteres.`)
  .regex(
    /^[A-Za-z0-9._]+$/,
    "O nome de usuário pode conter apenas letras sem acento, números, ponto (.) e sublinhado (_).",
  )
  .transform((value) => value.toLowerCase());

/** PATCH /api/profile, and the profile form. */
export const profileUpdateSchema = z.object({ full_name: fullName, username });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** GET and PATCH /api/profile answer with the viewer's profile. */
export type Profile = {
  full_name: string | null;
  username: string | null;
  email: string;
  created_at: string;
};

export const USERNAME_TAKEN = "Este nome de usuário já está em uso.";
