import type { SubscriptionStatus } from "@shared/billing";
import { roleMay } from "@shared/workspaces";
import {
  type QueryClient,
  queryOptions,
  useIsFetching,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { answer, api, withSignal } from "@/lib/api-client";
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

/** The status every screen shows: read once, cached per user for 5 minutes. */
export const subscriptionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["billing", "subscription", userId],
    queryFn: ({ signal }) => answer(api.billing.status.$get(undefined, withSignal(signal))),
    staleTime: SUBSCRIPTION_TIMING.cacheMs,
  });

const verificationKey = (userId: string) => ["billing", "verification", userId] as const;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * The server's verification (it re-syncs with the payment provider when it cannot vouch for
 * access). It waits 300 ms before asking, and everyone asking meanwhile or while the request
 * is out shares it, so a burst of checks costs one request. Its answer becomes the shown status
 * unless the query was cancelled first: a write cancels it (`showWrittenStatus`), because an
 * answer the server read before the write would otherwise land after the write's own.
 */
const verificationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: verificationKey(userId),
    queryFn: async ({ client, queryKey, signal }) => {
      // A failure before this one (and no success since) has already said so. (The status
      // reads "pending" during a fetch while there is no data: compare the times instead.)
      const last = client.getQueryState(queryKey);
      const failedBefore = last !== undefined && last.errorUpdatedAt > last.dataUpdatedAt;
      try {
        await pause(SUBSCRIPTION_TIMING.debounceMs, signal);
        const status = await answer(api.billing.verify.$post(undefined, withSignal(signal)));
        signal.throwIfAborted();
        client.setQueryData(subscriptionQueryOptions(userId).queryKey, status);
        // The header's green dot and plan badges read `me`.
        void client.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        return status;
      } catch (error) {
        if (!signal.aborted && !failedBefore) {
          toast.error("Erro ao verificar assinatura", {
            description: "Tente novamente em alguns instantes.",
          });
        }
        throw error;
      }
    },
    // Verified in the last 5 minutes: the app's first check is skipped.
    staleTime: SUBSCRIPTION_TIMING.cacheMs,
    retry: false,
  });

/** A check someone asked for (a button, a checkout return): it runs whatever the cache holds. */
function verifySubscription(queryClient: QueryClient, userId: string) {
  return queryClient
    .fetchQuery({ ...verificationQueryOptions(userId), staleTime: 0 })
    .catch(() => null);
}

/**
 * Shows the status a payment or portal action answered with. Verifications still under way
 * were read before it (or alongside it): they are cancelled so that none lands on top of it.
 */
export async function showWrittenStatus(
  queryClient: QueryClient,
  userId: string,
  status: SubscriptionStatus,
) {
  await queryClient.cancelQueries({ queryKey: verificationKey(userId) });
  queryClient.setQueryData(subscriptionQueryOptions(userId).queryKey, status);
  await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}

/** The signed-in user's subscription, its state and a `check()` that verifies it again. */
export function useSubscription() {
  const { user } = useMe();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const verifies = user ? roleMay(user.workspace.role, "billing") : false;
  const query = useQuery({ ...subscriptionQueryOptions(userId ?? ""), enabled: userId !== null });
  const busy = useIsFetching({ queryKey: verificationKey(userId ?? "") }) > 0;
  // Verifying re-syncs the payer's subscription, the Proprietário's to ask (the server answers
  // 403 to the others): a member's check reads the workspace's status again instead.
  const check = useCallback(async () => {
    if (!userId) return null;
    if (verifies) return verifySubscription(queryClient, userId);
    return queryClient
      .fetchQuery({ ...subscriptionQueryOptions(userId), staleTime: 0 })
      .catch(() => null);
  }, [queryClient, userId, verifies]);
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
 * Mounted once for the whole app: verifies 1.5 s after the user and their status are known
 * (unless verified in the last 5 minutes), then 5 minutes after the last check of any kind
 * (TanStack Query restarts the interval whenever the query updates). So a check nobody asked
 * for never follows another within 2 seconds; the ones asked for always run.
 */
export function useSubscriptionChecks() {
  const { user } = useMe();
  // Only whoever may verify does: a member's status is the workspace's, read as it is.
  const userId = user && roleMay(user.workspace.role, "billing") ? user.id : null;
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
