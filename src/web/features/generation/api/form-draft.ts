import type { ToolKind } from "@shared/generation/tools";
import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

/*
 * A tool's form survives a reload in this tab (session storage, like the spec's basePrompt)
 * until a generation from it succeeds.
 */

const keyOf = (kind: ToolKind) => `draft:${kind}`;

/** `defaults`, with each field the tab kept for this tool (when it still has the field's shape). */
export function withDraft<T extends FieldValues>(kind: ToolKind, defaults: T): T {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(keyOf(kind)) ?? "null");
  } catch {
    return defaults;
  }
  if (!saved || typeof saved !== "object") return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    const value = (saved as Record<string, unknown>)[field];
    // A list keeps the type of its default's items (strings when the default is empty).
    const itemType = Array.isArray(fallback) ? typeof (fallback[0] ?? "") : null;
    const sameShape = itemType
      ? Array.isArray(value) && value.every((v) => typeof v === itemType)
      : typeof value === typeof fallback;
    if (sameShape) restored[field] = value;
  }
  return restored as T;
}

/** Keeps the form's values in the tab as they change. */
export function useFormDraft<T extends FieldValues>(kind: ToolKind, form: UseFormReturn<T>) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        sessionStorage.setItem(keyOf(kind), JSON.stringify(values));
      } catch {
        // Storage may be full or disabled (private mode): the draft just won't survive a reload.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, kind]);
}

/** The draft became a result: the next visit starts from an empty form. */
export function clearDraft(kind: ToolKind) {
  try {
    sessionStorage.removeItem(keyOf(kind));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
