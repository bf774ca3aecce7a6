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

// The "+" of "add a post here" drawn by the button's own background, two bars in the text's
// colour the size of lucide's Plus: a month shows a hundred days, and an icon's elements
// (an svg and its path) were paid for a hundred times over (render, style, layout).
const ADD_BUTTON_PLUS =
  "bg-[image:linear-gradient(currentColor,currentColor),linear-gradient(currentColor,currentColor)] bg-[length:10px_1.5px,1.5px_10px] bg-center bg-no-repeat";

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
  /** The element the day is: a month grid's cell is the day itself, not a box inside it. */
  as?: "div" | "td";
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
  as: Day = "div",
  className,
}: PlanDayProps) {
  return (
    <Day
      data-day={date}
      // Block layout, not a flex column: the same for a month's table cell and a week's box.
      className={cn("min-w-0 space-y-1", commercialDate && "bg-warning/10", className)}
      {...dropOnDay(date, actions.find, actions.onMove)}
    >
      {/* The heading and "add" share a line with no box around them (a month has a hundred
          days, each element paid for a hundred times): the heading floats left, the button,
          a block, keeps its own line and sits right. */}
      <span aria-hidden className="float-left text-xs leading-7 font-medium max-sm:leading-11">
        {label}
      </span>
      <span className="sr-only">{spokenLabel}</span>
      <button
        type="button"
        aria-label={`Adicionar publicação em ${spokenLabel}`}
        className={`${ADD_BUTTON_PLUS} ml-auto block size-7 cursor-pointer rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring max-sm:size-11`}
        onClick={() => actions.onAdd(date)}
      />
      {commercialDate && <CommercialDateTag name={commercialDate} className="block" />}
      {posts?.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          onOpen={actions.onOpen}
          onMove={actions.onMove}
          hintId={actions.hintId}
        />
      ))}
    </Day>
  );
});
