import { lazy } from "react";
import { LazyPopup } from "@/components/layout/lazy-popup";
import { ReuseButton } from "./reuse-button";
import type { ReuseMenuProps } from "./reuse-menu-dropdown";

// The menu (Radix) loads on the first use of a row's button: a page of 20 rows renders 20 plain
// buttons instead of 20 menus while it starts.
const loadDropdown = () => import("./reuse-menu-dropdown");
const ReuseMenuDropdown = lazy(loadDropdown);

/** "Reutilizar": the item's Prompt Mãe in another tool, and more (reuse-menu-dropdown.tsx). */
export function ReuseMenu(props: ReuseMenuProps) {
  return (
    <LazyPopup load={loadDropdown} popup="menu" standIn={(button) => <ReuseButton {...button} />}>
      {(byKeyboard) => <ReuseMenuDropdown {...props} focusFirstItem={byKeyboard} />}
    </LazyPopup>
  );
}
