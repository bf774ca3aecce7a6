/** The plan page's shape while it loads: heading, progress, tabs and a month of days. */
export function PlanSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only" role="status">
        Carregando plano...
      </p>
      <div className="h-8 w-2/3 max-w-md animate-pulse rounded-md bg-muted" />
      <div className="h-2 w-48 animate-pulse rounded-full bg-muted" />
      <div className="h-10 w-64 animate-pulse rounded-md bg-muted" />
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <div key={i} className="h-16 animate-pulse rounded-sm bg-muted" />
        ))}
      </div>
    </div>
  );
}
