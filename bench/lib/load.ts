import autocannon from "autocannon";

export type LoadResult = { rps: number; p50: number; p99: number; failures: number };

/** autocannon at 50 connections: requests per second and latency (ms) of one URL. */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
