import { roleMay } from "@shared/workspaces";
import {
  Bell,
  ClipboardList,
  CreditCard,
  History,
  LifeBuoy,
  LogOut,
  Send,
  User,
  Users,
} from "lucide-react";
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
import { useFocusFirstItem } from "./use-lazy-popup";
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
  const focusFirst = useFocusFirstItem(focusFirstItem);
  const { signOut } = useSignOutWithToasts();
  const planName = user.subscription?.planName ?? "Usuário Pro";

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirst}>
        <DropdownMenuLabel>
          <p className="font-medium">{displayNameOf(user)}</p>
          <p className="text-xs text-muted-foreground">{user.email}</p>
          {user.subscription && <Badge className="mt-2">{planName}</Badge>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/tarefas">
            <ClipboardList /> Minhas tarefas
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/hoje">
            <Send /> Posts de hoje
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User /> Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/notificacoes">
            <Bell /> Notificações
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
          <Link to="/equipe">
            <Users /> Equipe
          </Link>
        </DropdownMenuItem>
        {roleMay(user.workspace.role, "members") && (
          <DropdownMenuItem asChild>
            <Link to="/atividade">
              <History /> Atividade
            </Link>
          </DropdownMenuItem>
        )}
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
