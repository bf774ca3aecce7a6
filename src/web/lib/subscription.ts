import type { SubscriptionStatus } from "@shared/billing";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { answer, api } from "./api-client";
import { meQueryOptions, useMe } from "./auth";
import { toast } from "./toast";

/** The client timing rules of the subscription status (the server enforces access). */
export const SUBSCRIPTION_TIMING = {
  cacheMs: 5 * 60_000,
  recheckMs: 5 * 60_000,
  minGapMs: 2_000,
  initialDelayMs: 1_500,
  debounceMs: 300,
  postCheckoutRecheckMs: 3_000,
} as const;

export type SubscriptionState = "unknown" | "checking" | "active" | "inactive";

/** The stored status, cached per user for 5 minutes. */
export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["subscription", userId],
    queryFn: () => answer(api.billing.status.$get()),
    staleTime: SUBSCRIPTION_TIMING.cacheMs,
  });

// Shared by every component that checks: one debounce, one 2 s window, one failure toast.
let lastCheckAt = 0;
const lastVerifiedAt = new Map<string, number>();
let failureNotified = false;
let pendingVerify: {
  promise: Promise<SubscriptionStatus>;
  timer: ReturnType<typeof setTimeout>;
  fire: () => void;
} | null = null;
let checking = 0;
const listeners = new Set<() => void>();

function setChecking(delta: number) {
  checking += delta;
  for (const listener of listeners) listener();
}

/** Calls within 300 ms of each other share one verify request. */
function debouncedVerify() {
  if (pendingVerify) {
    clearTimeout(pendingVerify.timer);
    pendingVerify.timer = setTimeout(pendingVerify.fire, SUBSCRIPTION_TIMING.debounceMs);
    return pendingVerify.promise;
  }
  let fire = () => {};
  const promise = new Promise<SubscriptionStatus>((resolve, reject) => {
    fire = () => {
      pendingVerify = null;
      answer(api.billing.verify.$post()).then(resolve, reject);
    };
  });
  pendingVerify = { promise, fire, timer: setTimeout(fire, SUBSCRIPTION_TIMING.debounceMs) };
  return promise;
}

/**
 * Asks the server to verify (it re-syncs with the payment provider when it cannot vouch for
 * access). A non-forced check within 2 s of the last one is ignored and answers null.
 */
export async function checkSubscription(
  queryClient: QueryClient,
  userId: string,
  { force = false } = {},
): Promise<SubscriptionStatus | null> {
  const now = Date.now();
  if (!force && now - lastCheckAt < SUBSCRIPTION_TIMING.minGapMs) return null;
  lastCheckAt = now;
  setChecking(1);
  try {
    const status = await debouncedVerify();
    failureNotified = false;
    lastVerifiedAt.set(userId, Date.now());
    queryClient.setQueryData(subscriptionQueryOptions(userId).queryKey, status);
    // The header's green dot and plan badges read `me`.
    await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    return status;
  } catch {
    if (!failureNotified) {
      failureNotified = true;
      toast.error("Erro ao verificar assinatura", {
        description: "Tente novamente em alguns instantes.",
      });
    }
    return null;
  } finally {
    setChecking(-1);
  }
}

const subscribeChecking = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isChecking = () => checking > 0;

/** The signed-in user's subscription, its state and a `check(force)` to verify it again. */
export function useSubscription() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const query = useQuery({ ...subscriptionQueryOptions(userId ?? ""), enabled: userId !== null });
  const busy = useSyncExternalStore(subscribeChecking, isChecking, isChecking);
  const check = useCallback(
    (force = false) =>
      userId ? checkSubscription(queryClient, userId, { force }) : Promise.resolve(null),
    [queryClient, userId],
  );
  const state: SubscriptionState = busy
    ? "checking"
    : !query.data
      ? "unknown"
      : query.data.active
        ? "active"
        : "inactive";
  return {
    state,
    status: query.data ?? null,
    isLoading: userId !== null && query.isLoading,
    isChecking: busy,
    check,
  };
}

/**
 * Mounted once in the app shell: verifies 1.5 s after the user and their subscription are
 * known (unless verified in the last 5 minutes), then every 5 minutes.
 */
export function useSubscriptionChecks() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const { isSuccess } = useQuery({
    ...subscriptionQueryOptions(userId ?? ""),
    enabled: userId !== null,
  });
  useEffect(() => {
    if (!userId || !isSuccess) return;
    const verifiedRecently =
      Date.now() - (lastVerifiedAt.get(userId) ?? 0) < SUBSCRIPTION_TIMING.cacheMs;
    const initial = verifiedRecently
      ? undefined
      : setTimeout(
          () => void checkSubscription(queryClient, userId),
          SUBSCRIPTION_TIMING.initialDelayMs,
        );
    const periodic = setInterval(
      () => void checkSubscription(queryClient, userId),
      SUBSCRIPTION_TIMING.recheckMs,
    );
    return () => {
      clearTimeout(initial);
      clearInterval(periodic);
    };
  }, [queryClient, userId, isSuccess]);
}
