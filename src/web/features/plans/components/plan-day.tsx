import type { PlanPost } from "@shared/plans";
import { memo } from "react";
import { cn } from "@/lib/utils";
import { PostCard } from "./post-card";
import { dropOnDay, type MovePost } from "./post-drag";

/** A commercial date on its day: white on the warning colour, readable at any size. */
export function CommercialDateTag({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        "w-fit rounded-sm bg-warning px-1 text-xs font-semibold break-words text-white",
        className,
      )}
    >
      {name}
    </span>
  );
}

// lucide's Plus as plain markup: a month shows a hundred days, and the icon component (a
// forwardRef reading a context and building its attributes) was a good part of their render.
const ADD_ICON = (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className="lucide lucide-plus size-4"
  >
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </svg>
);

/** What every view does with a day and its posts. */
export type PlanActions = {
  onOpen: (post: PlanPost) => void;
  onMove: MovePost;
  onAdd: (date: string) => void;
  find: (id: string) => PlanPost | undefined;
  /** The id of the keyboard-move hint the post cards point to. */
  hintId: string;
};

type PlanDayProps = {
  date: string;
  /** The day's heading, said first: "Segunda, 23/11" or the day number of the month grid. */
  label: string;
  /** What the heading means, spoken: "segunda-feira, 23 de novembro". */
  spokenLabel: string;
  posts: readonly PlanPost[] | undefined;
  commercialDate: string | undefined;
  actions: PlanActions;
  className?: string;
};

/** One day: its commercial date, its posts (a drop target for another) and "add here". */
// Memoized: a change of one post re-renders its days, not the hundred of the window.
export const PlanDay = memo(function PlanDay({
  date,
  label,
  spokenLabel,
  posts,
  commercialDate,
  actions,
  className,
}: PlanDayProps) {
  return (
    <div
      data-day={date}
      className={cn("flex min-w-0 flex-col gap-1", commercialDate && "bg-warning/10", className)}
      {...dropOnDay(date, actions.find, actions.onMove)}
    >
      <div className="flex items-center justify-between gap-1">
        <span className="text-xs font-medium">
          <span aria-hidden>{label}</span>
          <span className="sr-only">{spokenLabel}</span>
        </span>
        <button
          type="button"
          className="flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:size-11"
          onClick={() => actions.onAdd(date)}
        >
          {ADD_ICON}
          <span className="sr-only">Adicionar publicação em {spokenLabel}</span>
        </button>
      </div>
      {commercialDate && <CommercialDateTag name={commercialDate} />}
      {posts?.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          onOpen={actions.onOpen}
          onMove={actions.onMove}
          hintId={actions.hintId}
        />
      ))}
    </div>
  );
});
