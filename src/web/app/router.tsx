import { createBrowserRouter, Navigate } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { Spinner } from "@/components/ui/spinner";

// Every page is its own chunk: the first load carries only the shell.
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    HydrateFallback: Spinner,
    children: [
      { index: true, lazy: page(() => import("./routes/home")) },
      { path: "index", element: <Navigate to="/" replace /> },
      { path: "auth", lazy: page(() => import("./routes/auth")) },
      { path: "auth/nova-senha", lazy: page(() => import("./routes/new-password")) },
      { path: "termos-de-uso", lazy: page(() => import("./routes/terms")) },
      { path: "politica-de-privacidade", lazy: page(() => import("./routes/privacy")) },
      { path: "profile", lazy: page(() => import("./routes/profile")) },
      { path: "support", lazy: page(() => import("./routes/support")) },
      { path: "history", lazy: page(() => import("./routes/history")) },
      { path: "prompt-creator", lazy: page(() => import("./routes/prompt-creator")) },
      { path: "strategy-creator", lazy: page(() => import("./routes/strategy-creator")) },
      { path: "script-creator", lazy: page(() => import("./routes/script-creator")) },
      { path: "admin", lazy: page(() => import("./routes/admin")) },
      { path: "pagamento-teste/checkout", lazy: page(() => import("./routes/test-checkout")) },
      { path: "pagamento-teste/portal", lazy: page(() => import("./routes/test-portal")) },
      { path: "*", lazy: page(() => import("./routes/not-found")) },
    ],
  },
]);
