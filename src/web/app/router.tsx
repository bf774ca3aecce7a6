import { HOME_ALIAS, NOT_FOUND_MODULE, PAGES } from "@shared/routes";
import { EMBEDDED_SWITCH_ID } from "@shared/workspace-switch";
import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { AppLayout } from "@/components/layout/app-layout";
import { useMe } from "@/lib/auth";

// Every page is its own chunk: the first load carries only the shell (the server preloads the
// current page's chunk beside it). Declarative routes (no page uses loaders or actions) keep
// react-router's data-router core, ~18 KB gzipped, out of the shell; AppLayout's Suspense
// shows the spinner while a page's chunk loads.
const modules = import.meta.glob<{ default: ComponentType }>("./routes/*.tsx");
const lazyPage = (module: string) => {
  const load = modules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`src/web/app/routes/${module}.tsx is missing`);
  return lazy(load);
};

// New client feedback beside "Meus planos", loaded only when a member's bar shows that item.
const UnseenFeedbackBadge = lazy(() =>
  import("@/features/approval/components/unseen-feedback-badge").then((m) => ({
    default: m.UnseenFeedbackBadge,
  })),
);
const NAV_BADGES = {
  "/planos": (
    <Suspense fallback={null}>
      <UnseenFeedbackBadge />
    </Suspense>
  ),
};

// The workspace switcher, loaded only when a member's header shows it.
const WorkspaceSwitcher = lazy(() => import("@/features/workspaces/components/workspace-switcher"));
const WORKSPACE_SWITCHER = (
  <Suspense fallback={null}>
    <WorkspaceSwitcher />
  </Suspense>
);

// The bell, loaded only when a member's header shows it; a blank of its size stands in meanwhile,
// so the account menu beside it does not move.
const NotificationBell = lazy(
  () => import("@/features/notifications/components/notification-bell"),
);
const BELL = (
  <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
    <NotificationBell />
  </Suspense>
);

// The notice that a link switched workspaces: loaded only when the server made a switch.
const WorkspaceSwitchNotice = lazy(
  () => import("@/features/workspaces/components/workspace-switch-notice"),
);
const WORKSPACE_NOTICE =
  typeof document !== "undefined" && document.getElementById(EMBEDDED_SWITCH_ID) ? (
    <Suspense fallback={null}>
      <WorkspaceSwitchNotice />
    </Suspense>
  ) : null;

// The notice that the user was removed from a team: loaded only for such a user.
const RemovedNotice = lazy(() => import("@/features/workspaces/components/removed-notice"));

function Notices() {
  const { user } = useMe();
  return (
    <>
      {WORKSPACE_NOTICE}
      {user?.workspace.removedFrom && (
        <Suspense fallback={null}>
          <RemovedNotice />
        </Suspense>
      )}
    </>
  );
}

const NotFound = lazyPage(NOT_FOUND_MODULE);

// Built once, as objects: <Routes> would turn its JSX children into these on every render of
// the shell, its costliest part before a page draws (decision 072).
const ROUTES: RouteObject[] = [
  {
    element: (
      <AppLayout
        navBadges={NAV_BADGES}
        workspaceSwitcher={WORKSPACE_SWITCHER}
        notice={<Notices />}
        bell={BELL}
      />
    ),
    children: [
      ...PAGES.map(({ path, module }) => {
        const Page = lazyPage(module);
        return { path, element: <Page /> };
      }),
      { path: HOME_ALIAS, element: <Navigate to="/" replace /> },
      { path: "*", element: <NotFound /> },
    ],
  },
];

/** The pages, under whichever router the caller provides (the browser's, or a static one). */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
