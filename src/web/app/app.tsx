import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { queryClient } from "@/lib/query-client";
import { useHydrated } from "@/lib/use-hydrated";

// Not needed for the first paint; toasts made before it mounts are shown once it does.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The providers around the pages; `router` is the browser's, or a static one when prerendering. */
export function App({ router }: { router: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      {hydrated && (
        <Suspense>
          <Toaster richColors closeButton position="top-right" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
