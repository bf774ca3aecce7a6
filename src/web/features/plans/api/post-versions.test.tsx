// @vitest-environment jsdom
import type { PlanDetail } from "@shared/plans";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { planPost } from "../components/plan-post-fixture";
import { planQueryOptions, useUpdatePost } from "./plans";
import { useRestorePostVersion } from "./post-versions";

const plan = { id: "plan-1", posts: [planPost({ id: "a" })] } as unknown as PlanDetail;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("restoring a post's version", () => {
  it("waits for the tab's own save on its way and is based on the version that save made", async () => {
    vi.spyOn(toast, "success").mockImplementation(() => {});
    const pending: ((response: Response) => void)[] = [];
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if ((init?.method ?? "GET") === "GET") return Promise.resolve(json(plan));
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) });
        return new Promise<Response>((resolve) => pending.push(resolve));
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(planQueryOptions("plan-1").queryKey, plan);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        update: useUpdatePost("plan-1"),
        restore: useRestorePostVersion({ planId: "plan-1", postId: "a" }),
      }),
      { wrapper },
    );

    result.current.update.mutate({ postId: "a", changes: { hook: "Gancho novo" } });
    result.current.restore.mutate({ number: 1, basedOn: 1 });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ hook: "Gancho novo", basedOn: 1 });

    pending.shift()?.(json(planPost({ id: "a", hook: "Gancho novo", version: 2 })));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toContain("/posts/a/versions/1/restore");
    expect(sent[1]!.body).toEqual({ basedOn: 2 });

    const fields = { theme: "Tema a", hook: "", callToAction: "", notes: "", caption: null };
    pending.shift()?.(json({ number: 3, fields }, 201));
    await waitFor(() => expect(result.current.restore.isSuccess).toBe(true));
    const shown = queryClient.getQueryData(planQueryOptions("plan-1").queryKey)?.posts[0];
    expect(shown).toMatchObject({ hook: "", version: 3 });
  });
});
