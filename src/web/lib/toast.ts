import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

/**
 * `toast` for the modules of the first load (the shell): sonner (~10 KB gzipped) loads with the
 * first toast, and toasts made before the Toaster mounts still show. Pages use sonner directly.
 */
export const toast = {
  success: (...args: Parameters<Toast["success"]>) =>
    void import("sonner").then((m) => m.toast.success(...args)),
  error: (...args: Parameters<Toast["error"]>) =>
    void import("sonner").then((m) => m.toast.error(...args)),
};
