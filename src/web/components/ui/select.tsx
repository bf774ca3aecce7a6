import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { fieldClasses } from "./input";

/** A native select: accessible, keyboard-friendly and works with react-hook-form's register. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn("flex h-10", fieldClasses, className)} {...props} />;
}
