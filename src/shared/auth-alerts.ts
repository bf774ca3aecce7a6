import { EMAIL_VERIFIED_MESSAGE, PASSWORD_RESET_DONE_MESSAGE } from "./password-reset.ts";

/**
 * What other flows (e-mail links, the new-password page) report back to /auth, by code:
 * `/auth?success=email-verified`, `/auth?error=link-invalid`. The page shows only these
 * texts, never one carried in the address, which anyone could write into a link.
 */
export const AUTH_ALERTS = {
  success: {
    "email-verified": EMAIL_VERIFIED_MESSAGE,
    "password-reset": PASSWORD_RESET_DONE_MESSAGE,
  },
  error: {
    "link-used": "Este link já foi usado: seu email já está confirmado. Entre com sua senha.",
    "link-invalid": "Este link é inválido ou expirou. Solicite um novo.",
    "link-expired": "Este link expirou. Solicite um novo.",
    "too-many-requests": "Muitas solicitações. Aguarde alguns minutos e tente novamente.",
  },
} as const;

export type AuthAlertKind = keyof typeof AUTH_ALERTS;
export type AuthAlertCode<K extends AuthAlertKind> = keyof (typeof AUTH_ALERTS)[K];

const GENERIC_ERROR = "Não foi possível concluir a operação. Tente novamente.";

/** The text for a code in the query string: an unknown error is generic, an unknown success none. */
export function authAlertText(kind: AuthAlertKind, code: string | null): string | null {
  if (!code) return null;
  const known: Record<string, string> = AUTH_ALERTS[kind];
  return Object.hasOwn(known, code) ? known[code]! : kind === "error" ? GENERIC_ERROR : null;
}
