import { documentTitle, moduleAt } from "@shared/routes";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Per page: the tab's title, and, after a navigation (not the first load), focus on the new
 * page's heading (its main region while the page is still loading), so keyboard and screen
 * reader users start there instead of on <body> or a link that has gone.
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = documentTitle(moduleAt(pathname));
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    const main = document.getElementById("conteudo");
    const heading = main?.querySelector<HTMLElement>("h1");
    if (heading && !heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
