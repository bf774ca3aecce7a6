import { z } from "zod";
import { type Paged, pageNumber } from "./paging.ts";

/** Delivery state of a stored e-mail, with its label for the admin panel. */
export const emailStatuses = {
  pending: "Na fila",
  sent: "Enviado",
  outbox: "Caixa de saída (sem SMTP)",
  failed: "Falhou",
  // A digest whose follower lost access to the plan before it went (decision 038).
  dropped: "Não enviado (sem acesso ao plano)",
} as const;
export type EmailStatus = keyof typeof emailStatuses;
export const EMAIL_STATUSES = Object.keys(emailStatuses) as [EmailStatus, ...EmailStatus[]];

export const emailKinds = {
  verification: "Confirmação de email",
  "password-reset": "Redefinição de senha",
  contact: "Contato",
  approval: "Aprovação de cliente",
  renewal: "Renovação do Pix anual",
  invitation: "Convite para equipe",
  notifications: "Notificações",
} as const;
export type EmailKind = keyof typeof emailKinds;
export const EMAIL_KINDS = Object.keys(emailKinds) as [EmailKind, ...EmailKind[]];

export const EMAILS_PAGE_SIZE = 20;

export const emailsPageQuerySchema = z.object({ page: pageNumber });

export type EmailDelivery = {
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
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

/**
 * `linksShown`: no SMTP is configured, so the links of verification and reset e-mails are
 * shown (the outbox is how such a server finishes those flows); with SMTP they read
 * HIDDEN_LINK, since whoever reads a live link can take the account.
 */
export type EmailPage = Paged<AdminEmail> & { linksShown: boolean };
export const HIDDEN_LINK = "[link oculto]";
