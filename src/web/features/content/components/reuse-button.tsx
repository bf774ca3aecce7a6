import { Repeat } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The "Reutilizar" button, the same before and after its menu has loaded. */
export function ReuseButton(props: ComponentProps<"button">) {
  return (
    <Button type="button" variant="outline" size="sm" {...props}>
      <Repeat aria-hidden="true" />
      Reutilizar
    </Button>
  );
}
