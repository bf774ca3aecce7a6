/** "8 de 39 publicados", as words and as a bar. */
export function PlanProgress({
  published,
  total,
  label,
}: {
  published: number;
  total: number;
  label: string;
}) {
  const percent = total === 0 ? 0 : Math.round((published / total) * 100);
  return (
    <div className="flex min-w-48 flex-col gap-1">
      <p className="text-sm font-medium" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Publicações publicadas"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={published}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-success" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
