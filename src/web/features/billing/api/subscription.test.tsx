// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import {
  showWrittenStatus,
  subscriptionQueryOptions,
  useSubscription,
  useSubscriptionChecks,
} from "./subscription";

vi.mock("@/lib/toast", () => ({ toast: { error: vi.fn() } }));

const ACTIVE = { active: true, subscription: null, ownerName: "Ana" };
const INACTIVE = { active: false, subscription: null, ownerName: "Ana" };
const workspace = (role: string) => ({ id: "w1", name: "Agência Sol", personal: false, role });
let me = { user: { id: "u1", name: "Ana Souza", workspace: workspace("owner") } };

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
    me = { user: { id: "u1", name: "Ana Souza", workspace: workspace("owner") } };
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
  const shown = () => queryClient.getQueryData(subscriptionQueryOptions("u1").queryKey);
  /** Lets time pass in small steps: React renders what each step changed before the next. */
  const wait = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 50) {
      await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - passed)));
    }
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  /** The subscription as a screen sees it, once the session and the status have loaded. */
  const mountSubscription = async () => {
    const mounted = renderHook(useSubscription, { wrapper });
    await wait(100);
    return mounted;
  };
  const mountChecks = async () => {
    const mounted = renderHook(useSubscriptionChecks, { wrapper });
    await wait(0);
    return mounted;
  };

  it("checks asked for within 300 ms share one verify request, whose answer is shown", async () => {
    const { result } = await mountSubscription();
    expect(result.current.state).toBe("inactive");
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    await act(async () => {
      first = result.current.check();
    });
    await wait(200);
    expect(result.current.isChecking).toBe(true);
    await act(async () => {
      second = result.current.check();
    });
    await wait(300);
    expect(await first).toEqual(ACTIVE);
    expect(await second).toEqual(ACTIVE);
    expect(verifyCalls()).toBe(1);
    expect(result.current.state).toBe("active");
    expect(queryClient.getQueryData(subscriptionQueryOptions("u2").queryKey)).toBeUndefined();
  });

  it("a verification read before a payment or portal write does not replace the write's answer", async () => {
    const { result } = await mountSubscription();
    let answerVerify = (_response: Response) => {};
    fetchMock.mockImplementation(async (path: string) =>
      path === "/api/billing/verify"
        ? new Promise<Response>((resolve) => {
            answerVerify = resolve;
          })
        : Response.json(me),
    );
    let check: Promise<unknown> = Promise.resolve();
    await act(async () => {
      check = result.current.check();
    });
    await wait(400);
    expect(verifyCalls()).toBe(1);

    // The portal's cancel answers while the verification (read while still active) is out.
    await act(() => showWrittenStatus(queryClient, "u1", INACTIVE));
    answerVerify(Response.json(ACTIVE));
    await wait(0);
    expect(await check).toBeNull();
    expect(shown()).toEqual(INACTIVE);
    expect(result.current.state).toBe("inactive");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("the failure toast shows once until a check succeeds", async () => {
    const { result } = await mountSubscription();
    const run = async () => {
      let pending: Promise<unknown> = Promise.resolve();
      await act(async () => {
        pending = result.current.check();
      });
      await wait(400);
      return pending;
    };
    const failing = async (path: string) =>
      path === "/api/billing/verify"
        ? Response.json({ message: "falhou" }, { status: 502 })
        : Response.json(me);
    fetchMock.mockImplementation(failing);
    expect(await run()).toBeNull();
    await run();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("Erro ao verificar assinatura", {
      description: "Tente novamente em alguns instantes.",
    });
    fetchMock.mockImplementation(async (path: string) =>
      Response.json(path === "/api/me" ? me : ACTIVE),
    );
    await run();
    fetchMock.mockImplementation(failing);
    await run();
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it("the app verifies 1.5 s after the status is known, then 5 minutes after each check", async () => {
    await mountChecks();
    const { result } = await mountSubscription();
    await wait(1_400);
    expect(verifyCalls()).toBe(0);
    await wait(500);
    expect(verifyCalls()).toBe(1);
    expect(shown()).toEqual(ACTIVE);

    // A check asked for at 4 minutes moves the next periodic one to 5 minutes after it, so
    // no periodic check ever lands within 2 s of another.
    await wait(4 * 60_000);
    await act(async () => {
      void result.current.check();
    });
    await wait(400);
    expect(verifyCalls()).toBe(2);
    await wait(2 * 60_000);
    expect(verifyCalls()).toBe(2);
    await wait(3 * 60_000 + 1_000);
    expect(verifyCalls()).toBe(3);
  });

  it("the app's first check is skipped when a check ran in the last 5 minutes", async () => {
    const { result } = await mountSubscription();
    await act(async () => {
      void result.current.check();
    });
    await wait(400);
    expect(verifyCalls()).toBe(1);
    await mountChecks();
    await wait(2 * 60_000);
    expect(verifyCalls()).toBe(1);
  });

  it("an Editor who just joined is never verified, so no 'Erro ao verificar assinatura': their check reads the status again", async () => {
    me = { user: { id: "u1", name: "Ana Souza", workspace: workspace("editor") } };
    await mountChecks();
    const { result } = await mountSubscription();
    await wait(6 * 60_000);
    expect(verifyCalls()).toBe(0);
    const statusReads = () =>
      fetchMock.mock.calls.filter(([path]) => path === "/api/billing/status").length;
    const before = statusReads();
    await act(async () => {
      await result.current.check();
    });
    expect(statusReads()).toBe(before + 1);
    expect(verifyCalls()).toBe(0);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
