import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A native checkbox styled for the app. */
export function Checkbox({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      type="checkbox"
      className={cn("h-4 w-4 cursor-pointer rounded border-input accent-primary", className)}
      {...props}
    />
  );
}
