import { CreditCard, LifeBuoy, LogOut, User } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useMe, useSignOutWithToasts } from "@/lib/auth";
import { useSubscriptionChecks } from "@/lib/subscription";

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return (
    ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() ||
    "?"
  );
}

export function UserMenu() {
  const { user, isLoading } = useMe();
  // The header is on every page: the periodic subscription checks live with it.
  useSubscriptionChecks();
  const location = useLocation();
  const { signOut } = useSignOutWithToasts();

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

  const displayName = user.fullName || user.name || user.email;
  const planName = user.subscription?.planName ?? "Usuário Pro";

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="relative rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
          aria-label={`Menu da conta de ${displayName}`}
        >
          <Avatar>
            <AvatarFallback>{initials(displayName)}</AvatarFallback>
          </Avatar>
          {user.subscription && (
            <span className="absolute -right-0.5 -top-0.5 flex h-3 w-3" title="Assinatura ativa">
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-success opacity-75" />
              <span className="relative inline-flex h-3 w-3 rounded-full border-2 border-card bg-success" />
            </span>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium">{displayName}</p>
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
