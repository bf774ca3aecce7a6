import { Download } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The plan's "Exportar" button, the same before and after its menu has loaded. */
export function ExportButton(props: ComponentProps<"button">) {
  return (
    <Button type="button" variant="outline" size="sm" {...props}>
      <Download aria-hidden="true" />
      Exportar
    </Button>
  );
}
