import { classGroupsConfig } from "virtual:class-groups-config";
import { type ClassValue, clsx } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

const twMerge = createTailwindMerge(classGroupsConfig);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Builds the table of class groups that tailwind-merge otherwise builds on the first `cn`. */
export function prepareClassMerge() {
  twMerge("");
}
