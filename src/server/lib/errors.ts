import type { ContentfulStatusCode } from "hono/utils/http-status";

// An error meant for the user: its message is Portuguese product text, shown as is.
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details?: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const errors = {
  badRequest: (message: string, details?: Record<string, unknown>) =>
    new AppError(400, "BAD_REQUEST", message, details),
  unauthorized: () => new AppError(401, "UNAUTHORIZED", "Faça login para continuar."),
  paymentRequired: () =>
    new AppError(
      402,
      "SUBSCRIPTION_REQUIRED",
      "É necessário ter uma assinatura Pro para acessar esta funcionalidade.",
    ),
  forbidden: (message = "Você não tem permissão para acessar esta área.") =>
    new AppError(403, "FORBIDDEN", message),
  locked: (reason: string | null) =>
    new AppError(
      423,
      "ACCOUNT_LOCKED",
      reason
        ? `Sua conta está travada: ${reason}. Você ainda pode ver seu histórico e seu perfil.`
        : "Sua conta está travada. Você ainda pode ver seu histórico e seu perfil.",
    ),
  notFound: (message = "Recurso não encontrado.") => new AppError(404, "NOT_FOUND", message),
  conflict: (message: string) => new AppError(409, "CONFLICT", message),
  /** Well-formed, but what it names cannot be used for this (e.g. a strategy with no calendar). */
  unprocessable: (message: string) => new AppError(422, "UNPROCESSABLE", message),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(
      429,
      "RATE_LIMITED",
      `Muitas solicitações. Aguarde ${retryAfterSeconds} segundos e tente novamente.`,
      { retryAfterSeconds },
    ),
};
