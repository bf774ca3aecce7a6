/** "smooth" unless the person asked their system for less motion (prefers-reduced-motion). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/** Brings a heading into view and gives it focus, so keyboard and screen reader follow it. */
export function revealHeading(heading: HTMLElement | null) {
  if (!heading) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
}
