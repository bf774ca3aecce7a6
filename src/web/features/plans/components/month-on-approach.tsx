import { addDays } from "@shared/dates";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import type { MonthGrid } from "./plan-posts";

/**
 * The days of its window a plan's Mês shows from the start: its first week, whose month fills a
 * desktop's screen. The months after them render as the reader scrolls near, or all at once
 * when focus enters the grid or a drag starts in it, where a move may reach any day (issue 47:
 * a 65-post plan spans three or four months, and writing out all their days and posts was a
 * third of the page's work after its data; the second month, below a desktop's screen, was
 * another quarter).
 */
const EAGER_DAYS = 7;
/** How far below the screen a part starts rendering: before the reader gets there. */
const APPROACH = "300px 0px";
// A week's row is at least 6.5rem (a day's least height), plus the caption and the headings.
export const monthHeight = (month: MonthGrid) => `${month.weeks.length * 6.5 + 4}rem`;

const firstDay = (month: MonthGrid) => month.weeks.flat().find(Boolean) ?? "";

/** Whether the month holds one of the first EAGER_DAYS days of the window starting `start`. */
export const monthShownFirst = (month: MonthGrid, start: string) =>
  firstDay(month) <= addDays(start, EAGER_DAYS - 1);

/**
 * A part of a plan's view (a month of Mês, a week of Lista), rendered once `shown` or near the
 * screen (and from then on); until then its title over the room (`height`) it will take. Off
 * screen, a rendered part is laid out and painted only when near (`content-visibility`), found
 * by search and read by screen readers.
 */
export function OnApproach({
  title,
  height,
  shown,
  children,
}: {
  title: string;
  height: string;
  shown: boolean;
  children: () => ReactNode;
}) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const rendered = shown || near || typeof IntersectionObserver === "undefined";
  useEffect(() => {
    const element = placeholder.current;
    if (rendered || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: APPROACH },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rendered]);
  if (!rendered) {
    return (
      <div ref={placeholder} style={{ height }}>
        <p className="mb-2 text-sm font-semibold">{title}</p>
      </div>
    );
  }
  return (
    <div className="[content-visibility:auto]" style={{ containIntrinsicSize: `auto ${height}` }}>
      {children()}
    </div>
  );
}

/**
 * Whether focus has been inside `container` or a drag started in it: a keyboard user or a drag,
 * which may move a post to any day, gets every month from then on.
 */
export function useFocusedOnce(container: RefObject<HTMLElement | null>) {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (focused || !element) return;
    const onFocus = () => setFocused(true);
    element.addEventListener("focusin", onFocus);
    element.addEventListener("dragstart", onFocus);
    return () => {
      element.removeEventListener("focusin", onFocus);
      element.removeEventListener("dragstart", onFocus);
    };
  }, [container, focused]);
  return focused;
}
