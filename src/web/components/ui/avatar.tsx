import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

// The app's avatars show initials only (no picture), so a span does what Radix's Avatar did,
// without its image-loading machinery in the shell every visitor loads (issue 47).
export function Avatar({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("relative flex h-9 w-9 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

export function AvatarFallback({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "flex h-full w-full items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
      {...props}
    />
  );
}
