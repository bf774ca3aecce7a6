import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * With `cards`, below 640 px each row shows as a card (styles.css, `.table-cards`): cells one
 * under the other, each named by its `label`, and nothing scrolls sideways.
 */
export function Table({
  className,
  cards = false,
  ...props
}: ComponentProps<"table"> & { cards?: boolean }) {
  return (
    <div className={cn("relative w-full", cards ? "sm:overflow-auto" : "overflow-auto")}>
      <table
        className={cn("w-full caption-bottom text-sm", cards && "table-cards", className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={cn(
        "h-11 px-4 text-left align-middle font-medium text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** `label` names the cell on a phone's card (a table with `cards`); its column head does so on wider screens. */
export function TableCell({
  className,
  label,
  ...props
}: ComponentProps<"td"> & { label?: string }) {
  return <td data-label={label} className={cn("p-4 align-middle", className)} {...props} />;
}
