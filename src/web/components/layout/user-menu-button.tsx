import type { ComponentProps } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import type { MeUser } from "@/lib/auth";

function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return (
    ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase() ||
    "?"
  );
}

export const displayNameOf = (user: MeUser) => user.fullName || user.name || user.email;

/** The account button's face: the avatar, with a dot while a subscription is active. */
export function UserMenuButton({ user, ...props }: { user: MeUser } & ComponentProps<"button">) {
  const displayName = displayNameOf(user);
  return (
    <button
      type="button"
      className="relative rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer max-sm:flex max-sm:size-11 max-sm:items-center max-sm:justify-center"
      {...props}
    >
      {/* The name lives in the text (not aria-label) so that it contains the visible initials. */}
      <span className="sr-only">Menu da conta de {displayName}</span>
      <Avatar aria-hidden="true">
        <AvatarFallback>{initials(displayName)}</AvatarFallback>
      </Avatar>
      {user.subscription && (
        <span className="absolute -right-0.5 -top-0.5 flex h-3 w-3" title="Assinatura ativa">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-success opacity-75" />
          <span className="relative inline-flex h-3 w-3 rounded-full border-2 border-card bg-success" />
        </span>
      )}
    </button>
  );
}
