import { CreditCard, LifeBuoy, LogOut, User } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type MeUser, useSignOutWithToasts } from "@/lib/auth";
import { displayNameOf, UserMenuButton } from "./user-menu-button";

/**
 * The account menu, loaded on the first use of its button and shown open at once; opened by a
 * key, focus goes to its first item (Radix does so only for a key pressed after it loaded).
 */
export default function UserMenuDropdown({
  user,
  focusFirstItem,
}: {
  user: MeUser;
  focusFirstItem: boolean;
}) {
  const [focusFirstItemNow, setFocusFirstItemNow] = useState(focusFirstItem);
  const { signOut } = useSignOutWithToasts();
  const planName = user.subscription?.planName ?? "Usuário Pro";

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        // Radix focuses the content itself on opening: move on to the first item, once.
        onFocus={(event) => {
          if (!focusFirstItemNow || event.target !== event.currentTarget) return;
          setFocusFirstItemNow(false);
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
        <DropdownMenuLabel>
          <p className="font-medium">{displayNameOf(user)}</p>
          <p className="text-xs text-muted-foreground">{user.email}</p>
          {user.subscription && <Badge className="mt-2">{planName}</Badge>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User /> Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile?tab=subscription">
            <CreditCard /> Assinatura
            {user.subscription && (
              <Badge variant="secondary" className="ml-auto">
                {planName}
              </Badge>
            )}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/support">
            <LifeBuoy /> Suporte
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut /> Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
