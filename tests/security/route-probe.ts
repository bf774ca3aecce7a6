import type { TestClient } from "../helpers/test-client.ts";
import type { RouteEntry } from "./route-matrix.ts";

/** The probe as this actor's browser would send it; redirects are answers, not followed. */
export async function probe(client: TestClient, route: RouteEntry, request = route.probe) {
  const json = request?.json;
  const response = await fetch(client.baseUrl + (request?.path ?? route.path), {
    method: route.method,
    redirect: "manual",
    headers: {
      origin: client.baseUrl,
      ...(client.cookies.size && !request?.withoutSession ? { cookie: client.cookieHeader } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  // Read to the end: a generation's stream ends when it is saved, so the next one from the
  // same actor does not queue behind it.
  await response.arrayBuffer();
  return response;
}
