import { POST_STATUS_VALUES, type PostStatus } from "@shared/plans";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

export const PLAN_VIEWS = [
  { value: "mes", label: "Mês" },
  { value: "semana", label: "Semana" },
  { value: "lista", label: "Lista" },
] as const;
export type PlanView = (typeof PLAN_VIEWS)[number]["value"];

export type PlanUrlState = { view: PlanView | null; channel: string; status: PostStatus | "" };

const isView = (value: string | null): value is PlanView =>
  PLAN_VIEWS.some((view) => view.value === value);
const isStatus = (value: string | null): value is PostStatus =>
  (POST_STATUS_VALUES as readonly (string | null)[]).includes(value);

/** The address's view and filters; a bad value there is left out. */
export function readPlanUrl(params: URLSearchParams): PlanUrlState {
  const view = params.get("visao");
  const status = params.get("status");
  return {
    view: isView(view) ? view : null,
    channel: params.get("canal") ?? "",
    status: isStatus(status) ? status : "",
  };
}

/**
 * The plan's view ("?visao=semana") and filters ("&canal=Instagram&status=publicado") live in the
 * URL, so Back returns to the view before and a shared link opens the same one. No view in the
 * URL means the screen's default (Lista on a phone, Mês on a desktop).
 */
export function usePlanUrl() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (next: Partial<PlanUrlState>) => {
      // The address itself: two calls in one event (a tab's click and focus) see each other.
      const current = new URLSearchParams(window.location.search);
      const merged = { ...readPlanUrl(current), ...next };
      const search = new URLSearchParams();
      if (merged.view) search.set("visao", merged.view);
      if (merged.channel) search.set("canal", merged.channel);
      if (merged.status) search.set("status", merged.status);
      if (search.toString() === current.toString()) return;
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );
  return { state: readPlanUrl(params), update };
}
