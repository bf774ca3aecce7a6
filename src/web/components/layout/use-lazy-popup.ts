import { type KeyboardEvent, useState } from "react";

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
