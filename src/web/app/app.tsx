import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { queryClient } from "@/lib/query-client";
import { AppRouter } from "./router";

// Not needed for the first paint; toasts made before it mounts are shown once it does.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Suspense>
        <Toaster richColors closeButton position="top-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
