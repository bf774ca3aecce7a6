import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and while prerendering it), true otherwise.
 * What depends on the browser alone (the query string) renders after hydration,
 * so the first render matches the HTML built without them.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
