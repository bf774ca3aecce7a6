import { type ClassValue, clsx } from "clsx";
import { type Config, createTailwindMerge, getDefaultConfig } from "tailwind-merge";

/**
 * The class groups of tailwind-merge's default config that the app's classes belong to, in
 * the config's order (utils.test.ts checks that every class of src/web merges as with the
 * whole config). The whole config's ~380 groups cost the first merge ~30 ms of a phone's main
 * thread, in the middle of hydration; these, a few.
 */
export const CLASS_GROUPS = [
  "container",
  "display",
  "sr",
  "float",
  "overflow",
  "overflow-x",
  "overflow-y",
  "position",
  "inset",
  "top",
  "right",
  "bottom",
  "left",
  "visibility",
  "z",
  "flex-direction",
  "flex-wrap",
  "flex",
  "shrink",
  "grid-cols",
  "gap",
  "gap-x",
  "justify-content",
  "align-items",
  "align-content",
  "p",
  "px",
  "py",
  "pt",
  "pr",
  "pb",
  "pl",
  "m",
  "mx",
  "my",
  "mt",
  "mr",
  "mb",
  "ml",
  "space-y",
  "size",
  "w",
  "min-w",
  "max-w",
  "h",
  "min-h",
  "max-h",
  "font-size",
  "font-weight",
  "font-family",
  "tracking",
  "line-clamp",
  "leading",
  "list-style-type",
  "text-alignment",
  "text-color",
  "text-decoration",
  "underline-offset",
  "text-transform",
  "text-overflow",
  "vertical-align",
  "whitespace",
  "break",
  "bg-position",
  "bg-repeat",
  "bg-size",
  "bg-image",
  "bg-color",
  "rounded",
  "rounded-b",
  "border-w",
  "border-w-t",
  "border-w-b",
  "border-w-l",
  "border-w-y",
  "border-w-r",
  "divide-y",
  "border-style",
  "border-color",
  "border-color-y",
  "border-color-r",
  "divide-color",
  "outline-style",
  "outline-w",
  "outline-color",
  "shadow",
  "shadow-color",
  "ring-w",
  "ring-w-inset",
  "ring-color",
  "ring-offset-w",
  "ring-offset-color",
  "opacity",
  "filter",
  "backdrop-blur",
  "border-collapse",
  "table-layout",
  "caption",
  "transition",
  "animate",
  "translate-x",
  "translate-y",
  "accent",
  "cursor",
  "pointer-events",
  "resize",
  "scroll-mt",
  "snap-type",
  "snap-strictness",
  "select",
];

type AnyConfig = Config<string, string>;

/** `config` reduced to the class groups `keep`, and the conflicts between them. */
export function onlyClassGroups(config: AnyConfig, keep: ReadonlySet<string>): AnyConfig {
  const kept = <T>(record: Partial<Record<string, T>>) => {
    const entries = Object.entries(record).filter(([group]) => keep.has(group));
    return Object.fromEntries(entries) as Record<string, T>;
  };
  const conflicts = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(kept(record)).map(([group, others]) => [
        group,
        others.filter((other) => keep.has(other)),
      ]),
    );
  return {
    ...config,
    classGroups: kept(config.classGroups),
    conflictingClassGroups: conflicts(config.conflictingClassGroups),
    conflictingClassGroupModifiers: conflicts(config.conflictingClassGroupModifiers),
  };
}

const twMerge = createTailwindMerge(() =>
  onlyClassGroups(getDefaultConfig(), new Set(CLASS_GROUPS)),
);

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
