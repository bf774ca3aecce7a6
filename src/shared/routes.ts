export type Page = {
  /** A `:name` segment matches any one segment, as in the router. */
  path: string;
  /** The module of src/web/app/routes that renders the page (its default export). */
  module: string;
  /** Built into HTML as a visitor without a session sees it (src/web/prerender.tsx): the page
   * must read nothing but its path. The server sends that HTML to requests without a session. */
  prerender?: true;
};

/** Every page of the SPA. The router is built from this list; the server answers 404 (and logs
 * the path) for anything else, and preloads the page's code with the shell. */
export const PAGES: readonly Page[] = [
  { path: "/", module: "home", prerender: true },
  { path: "/auth", module: "auth", prerender: true },
  { path: "/auth/nova-senha", module: "new-password" },
  { path: "/termos-de-uso", module: "terms", prerender: true },
  { path: "/politica-de-privacidade", module: "privacy", prerender: true },
  { path: "/profile", module: "profile" },
  { path: "/support", module: "support" },
  { path: "/history", module: "history" },
  { path: "/marcas", module: "brands" },
  { path: "/marcas/:id", module: "brand" },
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

/** Where the build writes a module's page prerendered for visitors, inside dist/web. */
export const prerenderedFile = (module: string) => `prerendered/${module}.html`;

function matches(pattern: string, path: string) {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

/** The module that renders `path`, as the router decides: NOT_FOUND_MODULE for an unknown one. */
export function moduleAt(path: string): string {
  const normalized = path.replace(/\/+$/, "") || "/";
  if (normalized === HOME_ALIAS) return "home";
  return PAGES.find((page) => matches(page.path, normalized))?.module ?? NOT_FOUND_MODULE;
}
