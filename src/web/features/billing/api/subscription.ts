import type { SubscriptionStatus } from "@shared/billing";
import {
  type QueryClient,
  queryOptions,
  useIsFetching,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import { meQueryOptions, useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";

/** The client timing rules of the subscription status (the server enforces access). */
export const SUBSCRIPTION_TIMING = {
  cacheMs: 5 * 60_000,
  recheckMs: 5 * 60_000,
  initialDelayMs: 1_500,
  debounceMs: 300,
  postCheckoutRecheckMs: 3_000,
} as const;

type SubscriptionState = "unknown" | "checking" | "active" | "inactive";

/** The stored status, cached per user for 5 minutes. */
export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["billing", "status", userId],
    queryFn: () => api<SubscriptionStatus>("/api/billing/status"),
    staleTime: SUBSCRIPTION_TIMING.cacheMs,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's verification (it re-syncs with the payment provider when it cannot vouch for
 * access). Everyone asking while one is under way shares it, and it waits 300 ms before
 * asking so that a burst of checks costs one request. Fresh for 5 minutes: the shell's first
 * check is skipped when one ran that recently, and its periodic check restarts its 5-minute
 * wait after every check, so no check follows another within the spec's 2 seconds.
 */
const verificationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["billing", "verify", userId],
    queryFn: async ({ client, queryKey }) => {
      await sleep(SUBSCRIPTION_TIMING.debounceMs);
      try {
        const status = await api<SubscriptionStatus>("/api/billing/verify", {
          method: "POST",
          body: {},
        });
        client.setQueryData(subscriptionQueryOptions(userId).queryKey, status);
        // The header's green dot and plan badges read `me`.
        await client.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        return status;
      } catch (error) {
        // One toast per run of failures: none while the last check failed too.
        const last = client.getQueryState(queryKey);
        if (!last || last.errorUpdatedAt <= last.dataUpdatedAt) {
          toast.error("Erro ao verificar assinatura", {
            description: "Tente novamente em alguns instantes.",
          });
        }
        throw error;
      }
    },
    staleTime: SUBSCRIPTION_TIMING.cacheMs,
    gcTime: SUBSCRIPTION_TIMING.cacheMs,
    retry: false,
  });

/** A check the user or a checkout return asked for: it runs whatever the cache holds. */
export function verifySubscription(
  queryClient: QueryClient,
  userId: string,
): Promise<SubscriptionStatus | null> {
  return queryClient
    .fetchQuery({ ...verificationQueryOptions(userId), staleTime: 0 })
    .catch(() => null);
}

/** The signed-in user's subscription, its state and a `check()` to verify it again. */
export function useSubscription() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const query = useQuery({ ...subscriptionQueryOptions(userId ?? ""), enabled: userId !== null });
  const busy = useIsFetching({ queryKey: verificationQueryOptions(userId ?? "").queryKey }) > 0;
  const check = useCallback(
    () => (userId ? verifySubscription(queryClient, userId) : Promise.resolve(null)),
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
 * Mounted once for the whole app: verifies 1.5 s after the user and their subscription are
 * known (unless verified in the last 5 minutes), then 5 minutes after each check.
 */
export function useSubscriptionChecks() {
  const { user } = useMe();
  const userId = user?.id ?? null;
  const { isSuccess } = useQuery({
    ...subscriptionQueryOptions(userId ?? ""),
    enabled: userId !== null,
  });
  const [dueFor, setDueFor] = useState<string | null>(null);
  useEffect(() => {
    if (!userId || !isSuccess) return;
    const timer = setTimeout(() => setDueFor(userId), SUBSCRIPTION_TIMING.initialDelayMs);
    return () => clearTimeout(timer);
  }, [userId, isSuccess]);
  useQuery({
    ...verificationQueryOptions(userId ?? ""),
    enabled: userId !== null && dueFor === userId,
    refetchInterval: SUBSCRIPTION_TIMING.recheckMs,
    refetchIntervalInBackground: true,
  });
}
