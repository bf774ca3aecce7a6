import { FORMER_MEMBER } from "@shared/activity";
import { useMe } from "@/lib/auth";
import { cn } from "@/lib/utils";

/**
 * Whether items name their author: in a team workspace only (a personal workspace has one
 * author, and naming them on every line would be clutter).
 */
export function useShowsAuthors() {
  const { user } = useMe();
  return user ? !user.workspace.personal : false;
}

/** "por Ana": who made an item; "por ex-membro" once their account is deleted (null). */
export function AuthorLabel({ name, className }: { name: string | null; className?: string }) {
  if (!useShowsAuthors()) return null;
  return (
    <span className={cn("text-xs text-muted-foreground", className)}>
      por {name ?? FORMER_MEMBER}
    </span>
  );
}
