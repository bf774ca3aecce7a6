import type { FieldValues, Resolver } from "react-hook-form";
import { useForm } from "react-hook-form";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A form of the prerendered /auth, where a visitor may type before the app runs: no default
 * values, so the form adopts what is already in the fields; and `ready` stays false until
 * hydration, for the submit button, as a native submission would put the fields in the URL.
 */
export function useVisitorForm<T extends FieldValues>(resolver: Resolver<T>) {
  const ready = useHydrated();
  const form = useForm<T>({ resolver });
  return { form, ready };
}
