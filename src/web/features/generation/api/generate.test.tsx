// @vitest-environment jsdom
import type { StrategyInput } from "@shared/generation/inputs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useGeneration } from "./generate";

const historyId = "3f1c1a5e-8d2b-4c1e-9f7a-2b6d8e4c0a11";
const planId = "5b0c7a52-0a51-4d0e-9a33-6f1f0d1d2e3f";

const stream = (...events: object[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(""), {
    headers: { "Content-Type": "text/event-stream" },
  });
const done = (version: number, content: string, plan: string | null) => ({
  type: "done",
  historyId,
  version,
  title: "Estratégia",
  content,
  brandId: null,
  links: plan ? { plan } : {},
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a generation's state", () => {
  it("keeps the plan a strategy made when it is generated again with an instruction", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(stream({ type: "start", demo: true }, done(1, "Primeira", planId)))
      // Generated again, the strategy's plan stays as it was: the server makes no other.
      .mockResolvedValueOnce(stream({ type: "start", demo: true }, done(2, "Segunda", null)));
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient();
    const { result } = renderHook(() => useGeneration("strategy"), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    // The answer is the fake's: the form's input is never read.
    await act(() => result.current.generate({ basePrompt: "Padaria" } as StrategyInput));
    expect(result.current.links.plan).toBe(planId);
    await act(() => result.current.regenerate("mais curto"));

    expect(result.current).toMatchObject({
      status: "done",
      text: "Segunda",
      version: 2,
      links: { plan: planId },
    });
  });
});
