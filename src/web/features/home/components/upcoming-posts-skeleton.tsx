/**
 * Holds "Próximas publicações"' place while its code or data loads, so the tools below do not
 * jump. Its own file: the home page shows it before the section's lazy chunk arrives.
 */
export function UpcomingPostsSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto h-48 max-w-3xl animate-pulse rounded-lg bg-muted" />
  );
}
