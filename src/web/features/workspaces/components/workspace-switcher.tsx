import { lazy } from "react";
import { LazyPopup } from "@/components/layout/lazy-popup";
import { useMe } from "@/lib/auth";
import { WorkspaceButton } from "./workspace-button";

// The menu (Radix) loads on the first use of the button. Rendered with every signed-in page,
// its anchor set its state as the page committed, which made React run the page's effects
// (and start its requests) in that same long task (decision 072).
const loadMenu = () => import("./workspace-switcher-menu");
const WorkspaceSwitcherMenu = lazy(loadMenu);

/**
 * The header's (and the phone menu's) switcher: the current workspace's name; its menu lists
 * the user's workspaces and "Criar espaço de trabalho" (workspace-switcher-menu.tsx). The
 * default export: the app layer loads it lazily, for members only.
 */
export default function WorkspaceSwitcher() {
  const { user } = useMe();
  if (!user) return null;
  return (
    <LazyPopup
      load={loadMenu}
      popup="menu"
      standIn={(button) => <WorkspaceButton name={user.workspace.name} {...button} />}
    >
      {(byKeyboard) => <WorkspaceSwitcherMenu focusFirstItem={byKeyboard} />}
    </LazyPopup>
  );
}
