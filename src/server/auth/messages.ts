import type { TypedResponse } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import { AUTH_ALERTS } from "../../shared/auth-alerts.ts";
import type { ApiError } from "../../shared/viewer.ts";

// better-auth answers in English; the user reads Portuguese.
const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou senha incorretos.",
  INVALID_EMAIL: "Email inválido",
  INVALID_PASSWORD: "Senha incorreta.",
  USER_ALREADY_EXISTS: "Já existe uma conta com este email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com este email.",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 6 caracteres",
  PASSWORD_TOO_LONG: "A senha deve ter no máximo 128 caracteres.",
  EMAIL_NOT_VERIFIED:
    "Confirme seu email antes de entrar. Enviamos um novo link de confirmação para sua caixa de entrada.",
  INVALID_TOKEN: AUTH_ALERTS.error["link-invalid"],
  TOKEN_EXPIRED: AUTH_ALERTS.error["link-expired"],
  SESSION_EXPIRED: "Sua sessão expirou. Entre novamente.",
  USER_NOT_FOUND: "Usuário não encontrado.",
  FAILED_TO_CREATE_USER: "Não foi possível criar a conta. Tente novamente.",
  FAILED_TO_CREATE_SESSION: "Não foi possível iniciar a sessão. Tente novamente.",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  EMAIL_ALREADY_VERIFIED: "Seu email já está confirmado.",
  RESET_PASSWORD_DISABLED: "A redefinição de senha não está disponível.",
};

// Codes whose message we wrote ourselves (in Portuguese) and pass through unchanged.
const ownCodes = new Set(["BANNED_USER", "RATE_LIMITED"]);

export function translateAuthError(code: string | undefined, message: string | undefined) {
  if (code && ownCodes.has(code) && message) return message;
  return (code && byCode[code]) || "Não foi possível concluir a operação. Tente novamente.";
}

/** better-auth's English errors become `{ code, message }` in Portuguese. */
export async function translateAuthResponse(response: Response) {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) {
    return response;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify({
      code: body.code ?? "AUTH_ERROR",
      message: translateAuthError(body.code, body.message),
    }),
    { status: response.status, headers },
  );
}

/** A better-auth refusal, translated and typed as the `{ code, message }` refusal it is. */
export async function translateAuthRefusal(response: Response) {
  const translated: Response = await translateAuthResponse(response);
  return translated as Response &
    TypedResponse<ApiError, ClientErrorStatusCode | ServerErrorStatusCode, "json">;
}
