// Connection-level failures: the database went away (restart, failover, network), as opposed
// to a query it refused. Class 08 is connection exceptions; 57P01-57P03 are shutdowns/starts.
const SQLSTATES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03"]);
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);
const MESSAGES =
  /Connection terminated|Client has encountered a connection error|connection is closed/i;

/** True when the error (or one it wraps, as Drizzle does) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

export const DATABASE_UNAVAILABLE =
  "Serviço temporariamente indisponível. Tente novamente em instantes.";
