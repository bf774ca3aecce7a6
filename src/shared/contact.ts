import { z } from "zod";
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

export const contactSentMessage = "Mensagem enviada";

/** Delivery state of a stored e-mail, with its label for the admin panel. */
export const emailStatuses = {
  pending: "Na fila",
  sent: "Enviado",
  outbox: "Caixa de saída (sem SMTP)",
  failed: "Falhou",
} as const;
export type EmailStatus = keyof typeof emailStatuses;

export const emailKinds = {
  verification: "Confirmação de email",
  "password-reset": "Redefinição de senha",
  contact: "Contato",
} as const;
export type EmailKind = keyof typeof emailKinds;

export const MAIL_ADMIN_PAGE_SIZE = 20;

export const mailAdminQuerySchema = z.object({
  page: z.coerce
    .number("Página inválida.")
    .int("Página inválida.")
    .min(1, "Página inválida.")
    .max(100_000, "Página inválida.")
    .default(1),
});

export type EmailDelivery = {
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

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

export type AdminEmail = EmailDelivery & {
  id: string;
  kind: EmailKind;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  nextAttemptAt: string;
  createdAt: string;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * `linksShown`: no SMTP is configured, so the links of verification and reset e-mails are
 * shown (the outbox is how such a server finishes those flows); with SMTP they read
 * HIDDEN_LINK, since whoever reads a live link can take the account.
 */
export type EmailPage = Paged<AdminEmail> & { linksShown: boolean };
export const HIDDEN_LINK = "[link oculto]";
