import { type ReactNode, useState } from "react";
import { NavLink } from "react-router";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import type { NavBadges, NavItem } from "./nav-items";
import { NavMenuButton } from "./nav-menu-button";

/**
 * The phone header's navigation: a sheet from the right holding every item of the desktop bar.
 * Loaded on the first use of its button and shown open at once. As a modal dialog it keeps
 * focus inside while open, closes on Escape, and gives focus back to the button.
 */
export default function NavSheet({
  items,
  badges,
  workspaceSwitcher,
}: {
  items: NavItem[];
  badges?: NavBadges;
  workspaceSwitcher?: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <NavMenuButton />
      </DialogTrigger>
      <DialogContent
        aria-describedby={undefined}
        className="left-auto right-0 top-0 flex h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col content-start gap-2 rounded-none border-y-0 border-r-0 p-4 pt-5"
      >
        <DialogTitle className="px-3">Menu</DialogTitle>
        {workspaceSwitcher}
        <nav aria-label="Principal" className="flex flex-col gap-1">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-accent",
                  isActive ? "bg-accent text-foreground" : "text-muted-foreground",
                  item.admin && "font-semibold text-admin",
                )
              }
            >
              {item.label}
              {badges?.[item.to]}
            </NavLink>
          ))}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
