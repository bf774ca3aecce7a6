import { vi } from "vitest";

export type RecordedCall = { method: string; path: string; body: unknown };

/**
 * Stands in for the browser's fetch in component tests: each call's method, path and JSON
 * body is recorded, and `answer` makes its response.
 */
export function recordFetch(answer: (call: RecordedCall) => Response) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const text = await request.text();
      const call = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}
