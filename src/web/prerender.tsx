import { NOT_FOUND_MODULE, PAGES } from "@shared/routes";
import { type ReactNode, StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Route, Routes, StaticRouter } from "react-router";
import { App } from "./app/app";
import { AppRoutes } from "./app/router";
import { AppLayout } from "./components/layout/app-layout";
import { seedVisitor } from "./lib/auth";

// Run at build time by scripts/vite-prerender.ts: HTML that paints before any script runs.

async function render(url: string, routes: ReactNode) {
  const { prelude } = await prerender(
    <StrictMode>
      <App router={<StaticRouter location={url}>{routes}</StaticRouter>} />
    </StrictMode>,
    // React moves a Suspense boundary larger than this out of line, to be revealed by an
    // inline script (which our CSP blocks): a page built ahead of time wants none of it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The layout while the session is read, with an empty page: what a member's browser shows
 * until the app takes over (it renders afresh, so this need only look the same). */
export function renderShell() {
  return render(
    "/",
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={null} />
      </Route>
    </Routes>,
  );
}

/** Each prerendered page (and the 404 page) as a visitor without a session sees it; the
 * browser hydrates it. */
export async function renderVisitorPages() {
  seedVisitor();
  const pages = [
    ...PAGES.filter((page) => page.prerender),
    // A path no page has: the router shows the 404 page.
    { path: `/${NOT_FOUND_MODULE}`, module: NOT_FOUND_MODULE },
  ];
  return Promise.all(
    pages.map(async ({ path, module }) => ({ module, html: await render(path, <AppRoutes />) })),
  );
}
