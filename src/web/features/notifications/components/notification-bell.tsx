import { lazy } from "react";
import { LazyPopup } from "@/components/layout/lazy-popup";
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
  return (
    <LazyPopup
      load={loadPanel}
      popup="dialog"
      standIn={(button) => <BellButton unread={unread} {...button} />}
    >
      {() => <NotificationPanel />}
    </LazyPopup>
  );
}
