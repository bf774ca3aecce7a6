import { cn } from "@/lib/utils";

/** "3 versões": how many versions an item keeps; nothing for one, which is every new item. */
export function VersionCount({ count, className }: { count: number; className?: string }) {
  if (count < 2) return null;
  return <span className={cn("text-xs text-muted-foreground", className)}>{count} versões</span>;
}
