import { lazy } from "react";
import { LazyPopup } from "@/components/layout/lazy-popup";
import { ExportButton } from "./export-button";
import type { PlanExportProps } from "./plan-export-dropdown";

// The menu (Radix) and its dialog load on the first use of the button. Rendered with the plan,
// the menu's anchor set its state as the page committed, which made React run the page's
// effects (and start its requests) in that same long task (decision 072).
const loadDropdown = () => import("./plan-export-dropdown");
const PlanExportDropdown = lazy(loadDropdown);

/** "Exportar": the plan's downloads and calendar subscription (plan-export-dropdown.tsx). */
export function PlanExportMenu(props: PlanExportProps) {
  return (
    <LazyPopup load={loadDropdown} popup="menu" standIn={(button) => <ExportButton {...button} />}>
      {(byKeyboard) => <PlanExportDropdown {...props} focusFirstItem={byKeyboard} />}
    </LazyPopup>
  );
}
