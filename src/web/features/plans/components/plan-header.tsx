import type { ReactNode } from "react";
import { AuthorLabel } from "@/components/author-label";
import { PlanTitle } from "./plan-title";

/** The plan's brand and name above its progress, with its actions beside (below on phones). */
export function PlanHeader({
  brandName,
  title,
  author,
  onRename,
  progress,
  children,
}: {
  brandName: string | null;
  title: string;
  /** Who made the plan ("por Ana", in a team workspace); absent in the painted shell. */
  author?: string | null;
  onRename: (title: string) => void;
  progress?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        {/* Empty (no brand) it takes no room: the same in the shell, whose slot may be empty. */}
        <p className="text-sm text-muted-foreground empty:hidden">{brandName}</p>
        <PlanTitle title={title} onRename={onRename} />
        {author !== undefined && <AuthorLabel name={author} />}
        {progress}
      </div>
      {children}
    </header>
  );
}

/**
 * The top of the plan page as its HTML paints it before the app runs (decision 025): the plan's
 * brand and name, given by the server, where the page renders them.
 */
export function PlanShell({ brandName, title }: { brandName: string; title: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <PlanHeader brandName={brandName} title={title} onRename={() => {}} />
    </div>
  );
}
