import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The bell's accessible name: "Notificações, 3 não lidas". */
const bellLabel = (unread: number) =>
  unread === 0
    ? "Notificações, nenhuma não lida"
    : `Notificações, ${unread} ${unread === 1 ? "não lida" : "não lidas"}`;

/** The bell's face: its icon and, when any, the unread count (the name says it in words). */
export function BellButton({
  unread,
  className,
  ...props
}: { unread: number } & ComponentProps<"button">) {
  return (
    <button
      type="button"
      aria-label={bellLabel(unread)}
      className={cn(
        "relative flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer",
        className,
      )}
      {...props}
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-semibold leading-5 text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      )}
    </button>
  );
}
