import { useEffect, useRef, useState } from "react";

/**
 * "Carregar mais": the plan's next page of posts, asked for by the button or by itself when the
 * button scrolls near (no auto-loading again after a failure: the button then retries). How
 * many are shown is said in a polite live region, so a screen reader hears each page arrive;
 * the button stays focused and enabled (aria-disabled while loading), so the keyboard stays put.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  onMore,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  onMore: () => Promise<void>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const more = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError("");
    try {
      await onMore();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: watched again after each page
  useEffect(() => {
    const target = button.current;
    if (!target || error || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void more();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown, error]);

  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-center text-sm text-muted-foreground">
        Mostrando {shown} de {total} publicações
      </p>
      {error && (
        <p role="alert" className="text-center text-sm text-destructive">
          {error}
        </p>
      )}
      {hasMore && (
        <button
          ref={button}
          type="button"
          aria-disabled={loading}
          onClick={() => void more()}
          className="h-11 w-full rounded-md border border-input px-4 font-medium aria-disabled:opacity-60"
        >
          {loading ? "Carregando mais publicações…" : "Carregar mais"}
        </button>
      )}
    </div>
  );
}
