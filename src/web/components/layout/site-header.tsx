import { Sparkles } from "lucide-react";
import { Link, NavLink } from "react-router";
import { useMe } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { UserMenu } from "./user-menu";

const memberLinks = [
  { to: "/prompt-creator", label: "Criador de Prompts" },
  { to: "/strategy-creator", label: "Estratégias" },
  { to: "/script-creator", label: "Scripts" },
  { to: "/history", label: "Histórico" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
    isActive ? "text-foreground" : "text-muted-foreground",
  );

export function SiteHeader() {
  const { user } = useMe();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <div className="container mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-primary">
          <Sparkles className="h-6 w-6" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Conteúdo Inteligente</span>
        </Link>
        <nav aria-label="Principal" className="flex flex-1 items-center gap-1 overflow-x-auto">
          <NavLink to="/" end className={linkClass}>
            Início
          </NavLink>
          {user &&
            memberLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
          {user?.role === "admin" && (
            <NavLink
              to="/admin"
              className={({ isActive }) =>
                cn(linkClass({ isActive }), "font-semibold text-admin hover:text-admin")
              }
            >
              Admin
            </NavLink>
          )}
        </nav>
        <UserMenu />
      </div>
    </header>
  );
}
