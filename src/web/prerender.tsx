import { NOT_FOUND_MODULE, PAGES } from "@shared/routes";
import { type ComponentType, type ReactNode, StrictMode } from "react";
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

/** The layout while the session is read, with `page` in it: what a member's browser shows
 * until the app takes over (it renders afresh, so this need only look the same). */
function renderLayout(page: ReactNode) {
  return render(
    "/",
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>,
  );
}

/** The shell with an empty page. Before renderVisitorPages, which seeds the session's absence. */
export const renderShell = () => renderLayout(null);

const routeModules = import.meta.glob<{ Shell?: ComponentType }>("./app/routes/*.tsx");

/**
 * For each page whose route module has a `Shell` (what it paints before the app runs, its slots
 * filled by the server from the page's data: decision 025), the shell with it in the page's
 * place. Like renderShell, before renderVisitorPages.
 */
export async function renderMemberShells() {
  const shells: { module: string; html: string }[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    const { Shell } = await load();
    const module = /([\w-]+)\.tsx$/.exec(file)?.[1];
    if (Shell && module) shells.push({ module, html: await renderLayout(<Shell />) });
  }
  return shells;
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
