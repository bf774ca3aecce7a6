import { cn } from "@/lib/utils";

/** A colour as a small dot beside a name (a brand's, say), a neutral ring when there is none. */
export function ColorSwatch({ color, className }: { color: string | null; className?: string }) {
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
