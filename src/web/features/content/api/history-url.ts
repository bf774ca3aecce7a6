import { type HistoryQuery, readHistoryQuery } from "@shared/generation/history-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useDebouncedValue } from "@/lib/use-debounced-value";

const DEFAULTS: HistoryQuery = { page: 1, type: "all", q: "", brand: "", author: "" };

/**
 * The history's page, type and search live in the URL (`/history?type=strategy&brand=…&q=café&page=2`),
 * so a reload, a shared link or Back shows the same list. Defaults are left out of the URL.
 * `search` is the search box's text: it reaches the URL once typing pauses.
 */
export function useHistoryUrl() {
  const [params, setParams] = useSearchParams();

  /** A new filter or search starts again from its first page; `replace` for typing. */
  const update = useCallback(
    (next: Partial<HistoryQuery>, { replace = false } = {}) => {
      // The address itself, not this render's params: two calls in one event (a tab's click
      // and focus) must see the first one's change, and an unchanged address adds no entry.
      const current = new URLSearchParams(window.location.search);
      const merged = { ...readHistoryQuery(current), page: 1, ...next };
      const search = new URLSearchParams();
      for (const key of ["type", "brand", "author", "q", "page"] as const) {
        if (merged[key] !== DEFAULTS[key]) search.set(key, String(merged[key]));
      }
      if (search.toString() === current.toString()) return;
      setParams(search, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const query = readHistoryQuery(params);
  const [search, setSearch] = useState(query.q);
  const typed = useDebouncedValue(search.trim());
  // The search last written to the URL: a different one there came from Back or a link.
  const written = useRef(query.q);
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    update({ q: typed }, { replace: true });
  }, [typed, update]);
  useEffect(() => {
    if (query.q === written.current) return;
    written.current = query.q;
    setSearch(query.q);
  }, [query.q]);

  return { query, update, search, setSearch };
}
