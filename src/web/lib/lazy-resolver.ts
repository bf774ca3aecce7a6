import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation code (zod and the schemas, ~37 KB gzipped) loads
 * on first use, or earlier through `preload` (a form calls it when a field takes focus): a page
 * that paints before its scripts run, like the prerendered /auth, leaves it out of its first
 * load. A failed load is tried again on the next use.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload: () => void preload().catch(() => {}) };
}
