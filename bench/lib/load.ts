import autocannon, { type Request, type Result } from "autocannon";

export type LoadResult = { rps: number; p50: number; p99: number; failures: number };

const CONNECTIONS = 50;

const summary = (result: Result): LoadResult => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
});

/** autocannon at 50 connections: requests per second and latency (ms) of one URL. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return summary(await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }));
}

/**
 * autocannon at 50 connections (or `connections`) where each connection is its own client:
 * connection n sends `requestsOf(n)` in turn (as one user working on their own data would),
 * against `baseUrl`, its next as soon as the last is answered: the server's saturation.
 */
export async function loadEach(
  baseUrl: string,
  seconds: number,
  requestsOf: (connection: number) => Request[],
  connections = CONNECTIONS,
): Promise<LoadResult> {
  let connection = 0;
  return summary(
    await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      setupClient: (client) => client.setRequests(requestsOf(connection++)),
    }),
  );
}
