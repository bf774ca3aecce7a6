import { documentTitle, moduleAt } from "@shared/routes";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Focuses the page's heading, if it has rendered yet; false while it has not. */
function focusHeading(main: HTMLElement) {
  const heading = main.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Per page: the tab's title, and, after a navigation (not the first load), focus on the new
 * page's heading, so keyboard and screen reader users start there instead of on <body> or a
 * link that has gone. While the page's code or data is still loading, its main region holds
 * focus and hands it to the heading when that arrives, unless the reader has moved on.
 */
export function PageArrival() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = documentTitle(moduleAt(pathname));
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    const main = document.getElementById("conteudo");
    if (!main || focusHeading(main)) return;
    main.focus({ preventScroll: true });
    const arrival = new MutationObserver(() => {
      if (document.activeElement !== main || focusHeading(main)) arrival.disconnect();
    });
    arrival.observe(main, { childList: true, subtree: true });
    return () => arrival.disconnect();
  }, [pathname]);

  return null;
}
