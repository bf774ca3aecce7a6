import { lazy } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { LazyPopup } from "./lazy-popup";
import { UserMenuButton } from "./user-menu-button";

// The menu (Radix, ~20 KB gzipped) stays out of the first load: a plain button stands in
// until the first click or key, which loads the menu and shows it open.
const loadDropdown = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(loadDropdown);

export function UserMenu() {
  const { user, isLoading } = useMe();
  const location = useLocation();

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

  return (
    <LazyPopup
      load={loadDropdown}
      popup="menu"
      standIn={(button) => <UserMenuButton user={user} {...button} />}
    >
      {(byKeyboard) => <UserMenuDropdown user={user} focusFirstItem={byKeyboard} />}
    </LazyPopup>
  );
}
