import { Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      {/* At least a screen tall (less the 4rem header): the footer starts below the fold, so a
          page arriving after the shell does not push it (no layout shift). */}
      <main
        id="conteudo"
        className="container mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8"
      >
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
