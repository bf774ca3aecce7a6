export type Page = {
  path: string;
  /** The module of src/web/app/routes that renders the page (its default export). */
  module: string;
};

/** Every page of the SPA. The router is built from this list; the server answers 404 (and logs
 * the path) for anything else, and preloads the page's code with the shell. */
export const PAGES: readonly Page[] = [
  { path: "/", module: "home" },
  { path: "/auth", module: "auth" },
  { path: "/auth/nova-senha", module: "new-password" },
  { path: "/termos-de-uso", module: "terms" },
  { path: "/politica-de-privacidade", module: "privacy" },
  { path: "/profile", module: "profile" },
  { path: "/support", module: "support" },
  { path: "/history", module: "history" },
  { path: "/prompt-creator", module: "prompt-creator" },
  { path: "/strategy-creator", module: "strategy-creator" },
  { path: "/script-creator", module: "script-creator" },
  { path: "/admin", module: "admin" },
  { path: "/pagamento-teste/checkout", module: "test-checkout" },
  { path: "/pagamento-teste/portal", module: "test-portal" },
];

/** The page any unknown path shows ("Oops! Page not found"). */
export const NOT_FOUND_MODULE = "not-found";

/** An old address of the home page: the router redirects it to /. */
export const HOME_ALIAS = "/index";

export function pageAt(path: string): Page | undefined {
  const normalized = path.replace(/\/+$/, "") || "/";
  return PAGES.find((page) => page.path === normalized);
}
