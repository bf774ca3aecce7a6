import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useMe } from "@/lib/auth";
import { queryClient } from "@/lib/query-client";
import { useToasterWanted } from "@/lib/toast";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));
// A visitor has no subscription to check: the checks' code loads once someone is signed in.
const SubscriptionChecks = lazy(() =>
  import("@/features/billing/components/subscription-checks").then((m) => ({
    default: m.SubscriptionChecks,
  })),
);

// Installing is for members (the hint's code loads once someone is signed in): decision 062.
const InstallHint = lazy(() =>
  import("@/components/install-hint").then((m) => ({ default: m.InstallHint })),
);

function MemberChecks() {
  const { user } = useMe();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionChecks />
      <InstallHint />
    </Suspense>
  );
}

const TOAST_TOP = "calc(4rem + 12px)";

/** The providers around the pages; `router` is the browser's, or a static one when prerendering. */
export function App({ router }: { router: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      {router}
      <MemberChecks />
      {toasterWanted && (
        <Suspense>
          {/* Below the sticky 4rem header, never over its controls. */}
          <Toaster
            richColors
            closeButton
            position="top-right"
            offset={{ top: TOAST_TOP }}
            mobileOffset={{ top: TOAST_TOP }}
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
