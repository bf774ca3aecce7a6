import { type PostStatus, postStatusLabel } from "@shared/plans";
import { cn } from "@/lib/utils";

/** Each status's colour; its label is always written beside it (colour alone says nothing). */
export const STATUS_DOT: Record<PostStatus, string> = {
  ideia: "bg-muted-foreground",
  em_producao: "bg-primary",
  aprovado: "bg-warning",
  publicado: "bg-success",
  ajustes_pedidos: "bg-destructive",
};

export function StatusDot({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn("inline-block size-2 shrink-0 rounded-full", STATUS_DOT[status], className)}
    />
  );
}

export function StatusLabel({ status }: { status: PostStatus }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
      <StatusDot status={status} />
      {postStatusLabel(status)}
    </span>
  );
}
