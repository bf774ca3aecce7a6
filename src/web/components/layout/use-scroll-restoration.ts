import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// Where the reader left each history entry, by react-router's location key.
const positions = new Map<string, number>();

/**
 * A new page starts at its top; Back and Forward return to where the reader left that page.
 * The browser's own restoration runs at `popstate`, before the page it returns to has
 * rendered (and would clamp to the page being left), so the layout does it after the render.
 */
export function useScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);
  const previousPath = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (navigationType === "POP") {
      const saved = positions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (pathChanged) {
      // A change of the query alone (a filter, a page of a list) keeps the reader's place.
      window.scrollTo(0, 0);
    }
  }, [key, pathname, navigationType]);
}
