// autocannon ships no types; only what the bench uses.
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  /** One connection; the requests it sends in turn can be set once it exists. */
  export type Client = { setRequests: (requests: Request[]) => void };
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  }): Promise<Result>;
}
