import { Menu } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The phone header's menu button: the stand-in, and the sheet's trigger once it loaded. */
export function NavMenuButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      <Menu className="size-5" aria-hidden="true" />
      Menu
    </button>
  );
}
