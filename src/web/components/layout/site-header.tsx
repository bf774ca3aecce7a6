import { Sparkles } from "lucide-react";
import { lazy, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useMe } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { LazyPopup } from "./lazy-popup";
import { type NavBadges, type NavItem, navItemsFor } from "./nav-items";
import { NavMenuButton } from "./nav-menu-button";
import { UserMenu } from "./user-menu";

// The sheet (Radix Dialog) stays out of the first load, as the account menu does.
const loadSheet = () => import("./nav-sheet");
const NavSheet = lazy(loadSheet);

const linkClass =
  (item: NavItem) =>
  ({ isActive }: { isActive: boolean }) =>
    cn(
      // No wider from xl on: wider links (beside the switcher's name) pushed an admin's row past
      // its bar at 1280 px, the avatar's dot past a window that has a scrollbar. Tighter between
      // lg and xl: an admin's ten items, beside the notifications' bell, then fit 1024 px.
      "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors hover:bg-accent lg:max-xl:px-1",
      isActive ? "text-foreground" : "text-muted-foreground",
      item.admin && "font-semibold text-admin hover:text-admin",
    );

/** Below `lg` a member's bar would not fit: its items move into a menu (NavSheet). */
function PhoneNavMenu({
  items,
  badges,
  workspaceSwitcher,
}: {
  items: NavItem[];
  badges?: NavBadges;
  workspaceSwitcher?: ReactNode;
}) {
  return (
    <LazyPopup
      load={loadSheet}
      popup="dialog"
      standIn={(button) => <NavMenuButton className="lg:hidden" {...button} />}
    >
      {() => (
        <div className="lg:hidden">
          <NavSheet items={items} badges={badges} workspaceSwitcher={workspaceSwitcher} />
        </div>
      )}
    </LazyPopup>
  );
}

export function SiteHeader({
  badges,
  workspaceSwitcher,
  bell,
}: {
  badges?: NavBadges;
  /** Shown to members: in the bar on a wide screen, in the phone menu below `lg`. */
  workspaceSwitcher?: ReactNode;
  /** Shown to members beside their account menu: the notifications feature's bell. */
  bell?: ReactNode;
}) {
  const { user } = useMe();
  const items = navItemsFor(user);
  // A visitor's bar (Início) fits every screen; a member's needs the phone menu.
  const collapses = items.length > 1;
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      {/* Tighter from lg to 2xl, like the links: an admin's ten items and the workspace
          switcher then fit a 1024 and a 1280 px screen. */}
      <div className="container mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 lg:gap-1 xl:gap-2 2xl:gap-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-primary">
          <Sparkles className="h-6 w-6" aria-hidden="true" />
          {/* A member's switcher takes the name's room beside the full bar (lg up). */}
          <span className={cn("sr-only sm:not-sr-only", user && workspaceSwitcher && "lg:sr-only")}>
            Conteúdo Inteligente
          </span>
        </Link>
        {user && workspaceSwitcher && <div className="hidden lg:flex">{workspaceSwitcher}</div>}
        <nav
          aria-label="Principal"
          className={cn("flex-1 items-center gap-1", collapses ? "hidden lg:flex" : "flex")}
        >
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass(item)}>
              {item.label}
              {badges?.[item.to]}
            </NavLink>
          ))}
        </nav>
        {collapses && (
          <div className="ml-auto flex lg:hidden">
            <PhoneNavMenu
              items={items}
              badges={badges}
              workspaceSwitcher={user && workspaceSwitcher}
            />
          </div>
        )}
        {user && bell}
        <UserMenu />
      </div>
    </header>
  );
}
