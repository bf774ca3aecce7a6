import { type ReactNode, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import type { NavBadges } from "./nav-items";
import { PageArrival } from "./page-arrival";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useScrollRestoration } from "./use-scroll-restoration";

/**
 * `navBadges`: what the app shows beside navigation items (the features that count them);
 * `workspaceSwitcher`: the workspaces feature's switcher, shown to members in the header;
 * `notice`: what the app says above every page (the workspaces feature's switch notice);
 * `bell`: the notifications feature's bell, shown to members in the header.
 */
export function AppLayout({
  navBadges,
  workspaceSwitcher,
  notice,
  bell,
}: {
  navBadges?: NavBadges;
  workspaceSwitcher?: ReactNode;
  notice?: ReactNode;
  bell?: ReactNode;
}) {
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader badges={navBadges} workspaceSwitcher={workspaceSwitcher} bell={bell} />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so a
          page arriving after the shell does not push it (no layout shift). */}
      <main
        id="conteudo"
        tabIndex={-1}
        className="container mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8"
      >
        {notice}
        <Suspense fallback={<Spinner />}>
          <Outlet />
          <PageHydrated />
          <PageArrival />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}

/**
 * In the page's Suspense boundary, its effect runs once the page it shows has hydrated: the
 * event tells the loader of a prerendered page (src/web/load-after-paint.ts, which imports
 * nothing of the app to stay one small file) that its buttons answer clicks.
 */
function PageHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event("app:page-hydrated"));
  }, []);
  return null;
}
