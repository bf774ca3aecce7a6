import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";

// Every page is its own chunk: the first load carries only the shell. Declarative routes (no
// page uses loaders or actions) keep react-router's data-router core, ~18 KB gzipped, out of
// the shell; AppLayout's Suspense shows the spinner while a page's chunk loads.
const Home = lazy(() => import("./routes/home"));
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  auth: lazy(() => import("./routes/auth")),
  "auth/nova-senha": lazy(() => import("./routes/new-password")),
  "termos-de-uso": lazy(() => import("./routes/terms")),
  "politica-de-privacidade": lazy(() => import("./routes/privacy")),
  profile: lazy(() => import("./routes/profile")),
  support: lazy(() => import("./routes/support")),
  history: lazy(() => import("./routes/history")),
  "prompt-creator": lazy(() => import("./routes/prompt-creator")),
  "strategy-creator": lazy(() => import("./routes/strategy-creator")),
  "script-creator": lazy(() => import("./routes/script-creator")),
  admin: lazy(() => import("./routes/admin")),
  "pagamento-teste/checkout": lazy(() => import("./routes/test-checkout")),
  "pagamento-teste/portal": lazy(() => import("./routes/test-portal")),
  "*": lazy(() => import("./routes/not-found")),
};

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          <Route path="index" element={<Navigate to="/" replace />} />
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
