import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "./toast";

vi.mock("./toast", () => ({ toast: { error: vi.fn() } }));

const ACTIVE = { active: true, subscription: null };

/** A fresh copy of the module: its timing state is per page load. */
async function load() {
  vi.resetModules();
  return import("./subscription");
}

describe("subscription checks", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(async () => Response.json(ACTIVE));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
  });

  const verifyCalls = () =>
    fetchMock.mock.calls.filter(([path]) => path === "/api/billing/verify").length;

  it("checks within 300 ms share one verify request and store the result per user", async () => {
    const { checkSubscription, subscriptionQueryOptions } = await load();
    const queryClient = new QueryClient();
    const first = checkSubscription(queryClient, "u1", { force: true });
    await vi.advanceTimersByTimeAsync(200);
    const second = checkSubscription(queryClient, "u1", { force: true });
    await vi.advanceTimersByTimeAsync(300);
    expect(await first).toEqual(ACTIVE);
    expect(await second).toEqual(ACTIVE);
    expect(verifyCalls()).toBe(1);
    expect(queryClient.getQueryData(subscriptionQueryOptions("u1").queryKey)).toEqual(ACTIVE);
  });

  it("a non-forced check within 2 s of the last is ignored; a forced one is not", async () => {
    const { checkSubscription } = await load();
    const queryClient = new QueryClient();
    const first = checkSubscription(queryClient, "u1");
    await vi.advanceTimersByTimeAsync(400);
    await first;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await checkSubscription(queryClient, "u1")).toBeNull();
    const forced = checkSubscription(queryClient, "u1", { force: true });
    await vi.advanceTimersByTimeAsync(400);
    expect(await forced).toEqual(ACTIVE);
    expect(verifyCalls()).toBe(2);
  });

  it("the failure toast shows once until a check succeeds", async () => {
    const { checkSubscription } = await load();
    const queryClient = new QueryClient();
    const run = async () => {
      const pending = checkSubscription(queryClient, "u1", { force: true });
      await vi.advanceTimersByTimeAsync(400);
      return pending;
    };
    fetchMock.mockImplementation(async () => Response.json({ message: "falhou" }, { status: 502 }));
    await run();
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
});
