import { lazy, Suspense } from "react";
import { useLazyPopup } from "@/components/layout/use-lazy-popup";
import { useNotifications } from "../api/notifications";
import { BellButton } from "./bell-button";

// The list (a Radix dialog: a panel under the bell on a desktop, a full sheet on a phone) loads
// on the bell's first use; the bell itself is a button and a count.
const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(loadPanel);

/** The header's bell: the unread count, and the list on the first click or key. */
export default function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.unread ?? 0;
  const { opened, standInProps } = useLazyPopup(loadPanel, "dialog");
  const standIn = <BellButton unread={unread} {...standInProps} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationPanel />
    </Suspense>
  );
}
