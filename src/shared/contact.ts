import { z } from "zod";
import type { EmailDelivery } from "./emails.ts";
import { MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE } from "./limits.ts";

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;

const LINE_BREAK_MESSAGE = "Este campo não pode conter quebras de linha.";
// CR/LF in a value that reaches a mail header could add headers (header injection).
const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

export const contactSchema = z.object({
  name: z
    .string("O nome deve ter pelo menos 2 caracteres")
    .refine(noLineBreaks, LINE_BREAK_MESSAGE)
    .trim()
    .min(2, "O nome deve ter pelo menos 2 caracteres")
    .max(CONTACT_NAME_MAX, `O nome deve ter no máximo ${CONTACT_NAME_MAX} caracteres.`),
  email: z
    .string("Email inválido")
    .refine(noLineBreaks, LINE_BREAK_MESSAGE)
    .trim()
    .pipe(z.email("Email inválido").max(CONTACT_EMAIL_MAX, "Email inválido")),
  message: z
    .string("A mensagem deve ter pelo menos 10 caracteres")
    .trim()
    .min(10, "A mensagem deve ter pelo menos 10 caracteres")
    .max(MAX_FIELD_LENGTH, MAX_FIELD_MESSAGE),
});
export type ContactInput = z.infer<typeof contactSchema>;

export type AdminContactMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
  createdAt: string;
  /** null when the e-mail row is gone (it never is while the message exists, but be honest). */
  delivery: EmailDelivery | null;
};
