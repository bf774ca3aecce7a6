import { TOOLS } from "@shared/generation/tools";
import type { ReactNode } from "react";
import type { MeUser } from "@/lib/auth";

export type NavItem = { to: string; label: string; admin?: true };

/** What the app layer shows beside an item, by its path (a count of news, say). */
export type NavBadges = Readonly<Record<string, ReactNode>>;

/** The tools of the registry, in the order a user takes them. */
export const TOOL_LINKS: readonly NavItem[] = TOOLS.map((tool) => ({
  to: tool.path,
  label: tool.nav,
}));

/** The header's navigation for this user: the one list both the bar and the phone menu show. */
export function navItemsFor(user: MeUser | null): NavItem[] {
  const home = { to: "/", label: "Início" };
  if (!user) return [home];
  const items: NavItem[] = [
    home,
    { to: "/marcas", label: "Minhas marcas" },
    ...TOOL_LINKS,
    { to: "/planos", label: "Meus planos" },
    { to: "/history", label: "Histórico" },
  ];
  if (user.role === "admin") items.push({ to: "/admin", label: "Admin", admin: true });
  return items;
}
