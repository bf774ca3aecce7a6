import type { PlanProgress } from "@shared/plans";

/** "8 de 39 publicados", and the same share as a bar. */
export function PublishedProgress({ progress }: { progress: PlanProgress }) {
  const { publicado, total } = progress;
  const label = `${publicado} de ${total} publicados`;
  const percent = total === 0 ? 0 : Math.round((publicado / total) * 100);
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{label}</p>
      <div
        role="progressbar"
        aria-label="Publicações publicadas"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={publicado}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
