import type {
  NotificationList,
  PreferencesAnswer,
  PreferencesUpdate,
  PushSubscriptionInput,
} from "@shared/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accepted, answer, api, withSignal } from "@/lib/api-client";

const notificationsKey = ["notifications"] as const;
const preferencesKey = ["notifications", "preferences"] as const;

/** How often the bell asks again while the app is open (and when the window comes back). */
const POLL_MS = 60_000;

/** The bell's list and unread count: read with the header, again every minute. */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }): Promise<NotificationList> =>
      answer(api.notifications.$get({}, withSignal(signal))),
    refetchInterval: POLL_MS,
  });

/** Marks one read on the list at once, then on the server. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accepted(api.notifications[":id"].read.$post({ param: { id } })),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) =>
        list
          ? {
              items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
              unread: Math.max(
                0,
                list.unread - (list.items.some((i) => i.id === id && !i.read) ? 1 : 0),
              ),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey, exact: true }),
  });
};

/** "Marcar todas como lidas". */
export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accepted(api.notifications["read-all"].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey, exact: true }),
  });
};

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }): Promise<PreferencesAnswer> =>
      answer(api.notifications.preferences.$get({}, withSignal(signal))),
  });

export const useSavePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PreferencesUpdate) =>
      answer(api.notifications.preferences.$put({ json: update })),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
};

/** The server's VAPID key, asked for when a device turns push on. */
export const fetchPushKey = async () => (await answer(api.push.key.$get())).publicKey;

/** This device's subscription, kept for the member (or dropped). */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  accepted(api.push.subscriptions.$post({ json: subscription as PushSubscriptionInput }));

export const dropPushSubscription = (endpoint: string) =>
  accepted(api.push.subscriptions.$delete({ json: { endpoint } }));
