import type { ApiError } from "@shared/viewer";

export const NETWORK_ERROR =
  "Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.";

/** A refused API call, carrying the server's Portuguese message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, code?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

/** Sends a request to our API and returns the raw Response, throwing ApiRequestError when refused. */
export async function apiFetch(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
) {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiRequestError(0, NETWORK_ERROR, "NETWORK_ERROR");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw typeof body?.message === "string"
      ? new ApiRequestError(response.status, body.message, body.code, body.fields)
      : new ApiRequestError(
          response.status,
          "Ocorreu um erro inesperado. Tente novamente em alguns instantes.",
        );
  }
  return response;
}

/**
 * A JSON API call typed by the shared contract. The shell does not re-validate answers
 * (that would put zod in the first load); the server validates everything it receives.
 */
export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await apiFetch(path, options);
  return (await response.json()) as T;
}
