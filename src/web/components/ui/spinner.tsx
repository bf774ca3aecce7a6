import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({
  className,
  label = "Carregando...",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <output className={cn("flex items-center justify-center py-12", className)} aria-live="polite">
      <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </output>
  );
}
