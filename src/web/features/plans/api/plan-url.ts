import { POST_STATUS_VALUES, type PostStatus } from "@shared/plans";
import { useCallback } from "react";
import { type NavigateOptions, useLocation, useNavigate, useSearchParams } from "react-router";

export const PLAN_VIEWS = [
  { value: "mes", label: "Mês" },
  { value: "semana", label: "Semana" },
  { value: "lista", label: "Lista" },
] as const;
export type PlanView = (typeof PLAN_VIEWS)[number]["value"];

export type PlanUrlState = {
  view: PlanView | null;
  channel: string;
  status: PostStatus | "";
  /** A member's id, "ninguem" (nobody's posts), or "" (everyone's). */
  responsible: string;
  /** The post whose panel is open ("?post=<id>": links from Meus planos and the home open it). */
  post: string | null;
};

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
    responsible: params.get("responsavel") ?? "",
    post: params.get("post") || null,
  };
}

/** The address of a plan page's state; defaults are left out. */
function searchOf(state: PlanUrlState) {
  const search = new URLSearchParams();
  if (state.view) search.set("visao", state.view);
  if (state.channel) search.set("canal", state.channel);
  if (state.status) search.set("status", state.status);
  if (state.responsible) search.set("responsavel", state.responsible);
  if (state.post) search.set("post", state.post);
  return search;
}

/** Set on the history entry that opening a post's panel added: closing it goes back. */
const PANEL_ENTRY = "planPostPanel";

/**
 * The plan's view ("?visao=semana"), filters ("&canal=Instagram&status=publicado") and open
 * post ("&post=<id>") live in the URL, so Back returns to the view before or closes the panel,
 * and a shared link opens the same screen. No view in the URL means the screen's default
 * (Lista on a phone, Mês on a desktop).
 */
export function usePlanUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // Through navigate, not useSearchParams' setter: that one changes with every search, and the
  // callbacks below (the plan's memoized day cells hold them) would change with it. Each
  // writes the whole search, read from the address, so the setter's merge is not needed.
  const setParams = useCallback(
    (search: URLSearchParams, options: NavigateOptions) => navigate(`?${search}`, options),
    [navigate],
  );
  const update = useCallback(
    (next: Partial<PlanUrlState>) => {
      // The address itself: two calls in one event (a tab's click and focus) see each other.
      const current = new URLSearchParams(window.location.search);
      const search = searchOf({ ...readPlanUrl(current), ...next });
      if (search.toString() === current.toString()) return;
      setParams(search, { preventScrollReset: true });
    },
    [setParams],
  );
  const openPost = useCallback(
    (post: string) => {
      const current = readPlanUrl(new URLSearchParams(window.location.search));
      if (current.post === post) return;
      setParams(searchOf({ ...current, post }), {
        preventScrollReset: true,
        // A panel over a panel replaces it: one Back closes whichever is open.
        replace: current.post !== null,
        state: { [PANEL_ENTRY]: true },
      });
    },
    [setParams],
  );
  const panelEntry = (location.state as Record<string, unknown> | null)?.[PANEL_ENTRY] === true;
  const closePost = useCallback(() => {
    if (panelEntry) return navigate(-1);
    const current = readPlanUrl(new URLSearchParams(window.location.search));
    setParams(searchOf({ ...current, post: null }), { preventScrollReset: true, replace: true });
  }, [panelEntry, navigate, setParams]);
  return { state: readPlanUrl(params), update, openPost, closePost };
}
