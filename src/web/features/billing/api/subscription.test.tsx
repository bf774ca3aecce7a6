// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import {
  subscriptionQueryOptions,
  useSubscriptionChecks,
  verifySubscription,
} from "./subscription";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn() } }));

const ACTIVE = { active: true, subscription: null };
const INACTIVE = { active: false, subscription: null };
const me = { user: { id: "u1", name: "Ana Souza" } };

describe("subscription checks", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async (path: string) =>
      Response.json(path === "/api/me" ? me : path === "/api/billing/status" ? INACTIVE : ACTIVE),
    );
    vi.stubGlobal("fetch", fetchMock);
    queryClient = new QueryClient();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
  });

  const verifyCalls = () =>
    fetchMock.mock.calls.filter(([path]) => path === "/api/billing/verify").length;
  /** Lets time pass in small steps: React renders what each step changed before the next. */
  const wait = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 50) {
      await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - passed)));
    }
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  /** Mounts the app's checks and lets the session and the status load. */
  const mountChecks = async () => {
    const mounted = renderHook(useSubscriptionChecks, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    await wait(0);
    return mounted;
  };

  it("checks within 300 ms share one verify request and store the result per user", async () => {
    const first = verifySubscription(queryClient, "u1");
    await vi.advanceTimersByTimeAsync(200);
    const second = verifySubscription(queryClient, "u1");
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toEqual(ACTIVE);
    expect(await second).toEqual(ACTIVE);
    expect(verifyCalls()).toBe(1);
    expect(queryClient.getQueryData(subscriptionQueryOptions("u1").queryKey)).toEqual(ACTIVE);
    expect(queryClient.getQueryData(subscriptionQueryOptions("u2").queryKey)).toBeUndefined();
  });

  it("the failure toast shows once until a check succeeds", async () => {
    const run = async () => {
      const pending = verifySubscription(queryClient, "u1");
      await vi.advanceTimersByTimeAsync(400);
      return pending;
    };
    fetchMock.mockImplementation(async () => Response.json({ message: "falhou" }, { status: 502 }));
    expect(await run()).toBeNull();
    await run();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Erro ao verificar assinatura", {
      description: "Tente novamente em alguns instantes.",
    });
    fetchMock.mockImplementation(async () => Response.json(ACTIVE));
    await run();
    fetchMock.mockImplementation(async () => Response.json({ message: "falhou" }, { status: 502 }));
    await run();
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it("the app verifies 1.5 s after the status is known, then 5 minutes after each check", async () => {
    await mountChecks();
    await wait(1_400);
    expect(verifyCalls()).toBe(0);
    await wait(500);
    expect(verifyCalls()).toBe(1);
    expect(queryClient.getQueryData(subscriptionQueryOptions("u1").queryKey)).toEqual(ACTIVE);

    // A check asked for at 4 minutes moves the next periodic one to 5 minutes after it, so
    // no periodic check ever lands within 2 s of another.
    await wait(4 * 60_000);
    await act(() => {
      void verifySubscription(queryClient, "u1");
      return vi.advanceTimersByTimeAsync(400);
    });
    expect(verifyCalls()).toBe(2);
    await wait(2 * 60_000);
    expect(verifyCalls()).toBe(2);
    await wait(3 * 60_000 + 1_000);
    expect(verifyCalls()).toBe(3);
  });

  it("a page reload within 5 minutes of the last check does not verify again", async () => {
    const first = await mountChecks();
    await wait(2_000);
    expect(verifyCalls()).toBe(1);
    first.unmount();
    await mountChecks();
    await wait(2 * 60_000);
    expect(verifyCalls()).toBe(1);
  });
});
