import { cn } from "@/lib/utils";

/** The brand's colour as a small dot beside its name (a neutral ring when it has none). */
export function BrandSwatch({ color, className }: { color: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block h-3 w-3 shrink-0 rounded-full border",
        !color && "bg-muted",
        className,
      )}
      style={color ? { backgroundColor: color } : undefined}
    />
  );
}
