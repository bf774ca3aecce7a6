import { lazy, Suspense } from "react";
import { useLazyPopup } from "@/components/layout/use-lazy-popup";
import { ReuseButton } from "./reuse-button";
import type { ReuseMenuProps } from "./reuse-menu-dropdown";

// The menu (Radix) loads on the first use of a row's button: a page of 20 rows renders 20 plain
// buttons instead of 20 menus while it starts.
const loadDropdown = () => import("./reuse-menu-dropdown");
const ReuseMenuDropdown = lazy(loadDropdown);

/** "Reutilizar": the item's Prompt Mãe in another tool, and more (reuse-menu-dropdown.tsx). */
export function ReuseMenu(props: ReuseMenuProps) {
  const { opened, byKeyboard, standInProps } = useLazyPopup(loadDropdown, "menu");
  const standIn = <ReuseButton {...standInProps} />;
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ReuseMenuDropdown {...props} focusFirstItem={byKeyboard} />
    </Suspense>
  );
}
