import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { useLazyPopup } from "./use-lazy-popup";
import { UserMenuButton } from "./user-menu-button";

// The menu (Radix, ~20 KB gzipped) stays out of the first load: a plain button stands in
// until the first click or key, which loads the menu and shows it open.
const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(loadDropdown);

export function UserMenu() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  const { opened, byKeyboard, standInProps } = useLazyPopup(loadDropdown, "menu");

  if (isLoading) return <span className="text-sm text-muted-foreground">Carregando...</span>;
  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth" state={{ from: location.pathname + location.search }}>
          Entrar
        </Link>
      </Button>
    );
  }

  const standIn = <UserMenuButton user={user} {...standInProps} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenuDropdown user={user} focusFirstItem={byKeyboard} />
    </Suspense>
  );
}
