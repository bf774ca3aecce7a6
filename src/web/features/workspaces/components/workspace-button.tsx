import { Building2, ChevronsUpDown } from "lucide-react";
import type { ComponentProps } from "react";

/** The switcher's button, the same before and after its menu has loaded: the workspace's name. */
export function WorkspaceButton({ name, ...props }: ComponentProps<"button"> & { name: string }) {
  return (
    <button
      type="button"
      aria-label={`Espaço de trabalho: ${name}`}
      title={name}
      // Beside a full bar the name is shortened, below 2xl left to the label and the title:
      // an admin's bar, ten items since the art tool, must still fit 1280 px.
      className="flex min-h-11 max-w-full items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring 2xl:max-w-40"
      {...props}
    >
      <Building2 className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate lg:max-2xl:sr-only">{name}</span>
      <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
}
