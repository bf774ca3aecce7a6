import { useSyncExternalStore } from "react";
import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

// Sonner (~9 KB gzipped) loads with the first toast, not with the app: most visits show none.
// The Toaster mounts then too (useToasterWanted), and shows the toasts made before it did.
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import("sonner");
}

/** The app's toasts: sonner's `toast`, loaded on the first call. */
export const toast = {
  success: (...args: Parameters<Toast["success"]>) =>
    void loadSonner().then((m) => m.toast.success(...args)),
  error: (...args: Parameters<Toast["error"]>) =>
    void loadSonner().then((m) => m.toast.error(...args)),
  message: (...args: Parameters<Toast["message"]>) =>
    void loadSonner().then((m) => m.toast.message(...args)),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast has been made: the Toaster is needed from then on. */
export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
