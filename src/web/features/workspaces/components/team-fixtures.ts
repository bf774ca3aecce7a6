import type { MeUser } from "@shared/viewer";
import type { WorkspaceRole } from "@shared/workspaces";
import { vi } from "vitest";
import { memberViewer } from "../../../../../tests/helpers/me-user.ts";

export const teamId = "7d4b6f0e-2f6a-4f0e-9a51-1c2d3e4f5a6b";
export const brandId = "0b7c1c4e-6c1f-4a55-9f0e-2d7f1f3a9b10";

/** Ana, signed in, working in the agency's workspace with `role`. */
export const viewerWithRole = (role: WorkspaceRole): MeUser => ({
  ...memberViewer,
  workspace: { id: teamId, name: "Agência Sol", personal: false, role, brandIds: null },
});

export type Call = { method: string; path: string; body: unknown };

/** The API as fetch sees it: `answer` maps "GET /api/x" to a response; every call recorded. */
export function stubApi(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const method = request.method;
      const path = new URL(request.url, "http://x").pathname;
      const text = await request.text();
      const call = { method, path, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      return answer(call) ?? new Response(null, { status: 204 });
    }),
  );
  return calls;
}
