import type { PlanSummary } from "@shared/plans";

export type BrandGroup = {
  /** The brand's id, or "" for the plans made without one. */
  key: string;
  name: string;
  color: string | null;
  plans: PlanSummary[];
};

export const NO_BRAND = "Sem marca";

/**
 * The plans under their brands, brands by name (plans without one last), and each brand's
 * plans newest window first: an agency finds a client, then that client's current plan.
 */
export function plansByBrand(plans: readonly PlanSummary[]): BrandGroup[] {
  const groups = new Map<string, BrandGroup>();
  for (const plan of plans) {
    const key = plan.brandId ?? "";
    const group = groups.get(key) ?? {
      key,
      name: plan.brandName ?? NO_BRAND,
      color: plan.brandColor,
      plans: [],
    };
    group.plans.push(plan);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    group.plans.sort((a, b) => b.startDate.localeCompare(a.startDate));
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.key !== !b.key) return a.key ? -1 : 1;
    return a.name.localeCompare(b.name, "pt-BR");
  });
}
