import { type FocusEvent, type KeyboardEvent, useState } from "react";

// The keys that open a menu button (WAI-ARIA menu button pattern): Enter and Space as a click
// would, ArrowDown too; opened by them, the popup puts focus on its first item.
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown"]);

/**
 * A popup (menu, sheet) whose code stays out of the first load: a plain button stands in until
 * it is first used, then `opened` turns true and the caller renders the real popup, open.
 * `byKeyboard` says whether a key opened it. The stand-in announces the popup it opens.
 */
export function useLazyPopup(load: () => Promise<unknown>, popup: "menu" | "dialog") {
  const [opening, setOpening] = useState<{ byKeyboard: boolean } | null>(null);
  const preload = () => void load().catch(() => {});
  const standInProps = {
    "aria-haspopup": popup,
    "aria-expanded": false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setOpening({ byKeyboard: false }),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setOpening({ byKeyboard: true });
    },
  } as const;
  return { opened: opening !== null, byKeyboard: opening?.byKeyboard ?? false, standInProps };
}

/**
 * The `onFocus` of a lazy menu's content, shown open at once: opened by a key (`byKeyboard`),
 * focus moves on to its first item, once. Radix focuses the content itself on opening, and the
 * first item only for a key pressed after it loaded.
 */
export function useFocusFirstItem(byKeyboard: boolean) {
  const [pending, setPending] = useState(byKeyboard);
  return (event: FocusEvent<HTMLElement>) => {
    if (!pending || event.target !== event.currentTarget) return;
    setPending(false);
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
}
