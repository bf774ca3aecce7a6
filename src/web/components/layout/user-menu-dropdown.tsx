import { CreditCard, LifeBuoy, LogOut, User } from "lucide-react";
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

/** The account menu, loaded on the first click of its button and shown open at once. */
export default function UserMenuDropdown({ user }: { user: MeUser }) {
  const { signOut } = useSignOutWithToasts();
  const planName = user.subscription?.planName ?? "Usuário Pro";

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
