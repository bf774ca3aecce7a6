import type { ApiError } from "@shared/viewer";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// The contract is a type: no server code reaches the bundle (scripts/check-boundaries.ts).
import type { AppType } from "../../server/app.ts";

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

/**
 * The API as the server declares it: paths, params, bodies and answers are checked by the
 * compiler against the routes (`api.history[":id"].$get({ param: { id } })`).
 */
export const api = hc<AppType>("/").api;

// biome-ignore lint/suspicious/noExplicitAny: matches any of the client's typed answers
type AnyResponse = ClientResponse<any, number, any>;

/** The answers of a call that succeeded: a refusal throws instead. */
type Accepted<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? S extends SuccessStatusCode
      ? ClientResponse<T, S, F>
      : never
    : never;

/**
 * Awaits a call of the typed client and returns its successful answer, throwing
 * ApiRequestError (the server's Portuguese message) when it is refused or cannot be sent.
 */
export async function accepted<R extends AnyResponse>(call: Promise<R>): Promise<Accepted<R>> {
  let response: R;
  try {
    response = await call;
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
  return response as Accepted<R>;
}

/**
 * The JSON answer of a call, typed by the route that answers it. The shell does not
 * re-validate answers (that would put zod in the first load); the server validates what it
 * receives.
 */
export async function answer<R extends AnyResponse>(
  call: Promise<R>,
): Promise<Awaited<ReturnType<Accepted<R>["json"]>>> {
  return (await accepted(call)).json();
}

/** The abort signal of a query, as the typed client's per-call options. */
export const withSignal = (signal: AbortSignal | undefined) => ({ init: { signal } });
