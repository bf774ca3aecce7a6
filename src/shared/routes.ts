import { TOOLS, toolModule } from "./generation/tools.ts";

export type Page = {
  /** A `:name` segment matches any one segment, as in the router. */
  path: string;
  /** What the browser's tab says, before " — Conteúdo Inteligente" (documentTitle); the same
   * words as the page's heading. */
  title?: string;
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
  { path: "/auth", module: "auth", title: "Entrar", prerender: true },
  { path: "/auth/nova-senha", module: "new-password", title: "Nova senha" },
  { path: "/termos-de-uso", module: "terms", title: "Termos de Uso", prerender: true },
  {
    path: "/politica-de-privacidade",
    module: "privacy",
    title: "Política de Privacidade",
    prerender: true,
  },
  { path: "/profile", module: "profile", title: "Meu Perfil" },
  { path: "/support", module: "support", title: "Entre em Contato" },
  { path: "/history", module: "history", title: "Histórico de Conteúdo" },
  { path: "/marcas", module: "brands", title: "Minhas marcas" },
  { path: "/marcas/:id", module: "brand", title: "Marca" },
  { path: "/planos", module: "plans", title: "Meus planos" },
  { path: "/planos/:id", module: "plan", title: "Plano" },
  { path: "/tarefas", module: "tasks", title: "Minhas tarefas" },
  { path: "/notificacoes", module: "notifications", title: "Notificações" },
  { path: "/hoje", module: "today", title: "Posts de hoje" },
  { path: "/equipe", module: "team", title: "Equipe" },
  { path: "/atividade", module: "activity", title: "Atividade" },
  { path: "/convite/:token", module: "invitation", title: "Convite" },
  ...TOOLS.map((tool) => ({ path: tool.path, module: toolModule(tool), title: tool.pageTitle })),
  { path: "/admin", module: "admin", title: "Painel Administrativo" },
  { path: "/pagamento-teste/checkout", module: "test-checkout", title: "Checkout de teste" },
  { path: "/pagamento-teste/portal", module: "test-portal", title: "Portal da assinatura" },
];

/** The page any unknown path shows ("Oops! Page not found"). */
export const NOT_FOUND_MODULE = "not-found";

/** An old address of the home page: the router redirects it to /. */
export const HOME_ALIAS = "/index";

/** Where the build writes a module's page prerendered for visitors, inside dist/web. */
export const prerenderedFile = (module: string) => `prerendered/${module}.html`;

/** Where the build writes a module's shell for a signed-in request (decision 023); `withData`:
 * the one with the page's top in it, for a request the server has the page's data for (025). */
export const memberShellFile = (module: string, withData = false) =>
  `prerendered/member/${module}${withData ? ".data" : ""}.html`;

function matches(pattern: string, path: string) {
  const want = pattern.split("/");
  const have = path.split("/");
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(":") ? have[i] !== "" : part === have[i]))
  );
}

const APP_NAME = "Conteúdo Inteligente";

/** The tab's title of a page's module: "Histórico de Conteúdo — Conteúdo Inteligente"; the
 * home page's is the name alone. */
export function documentTitle(module: string): string {
  const title =
    module === NOT_FOUND_MODULE
      ? "Página não encontrada"
      : PAGES.find((page) => page.module === module)?.title;
  return title ? `${title} — ${APP_NAME}` : APP_NAME;
}

/** The module that renders `path`, as the router decides: NOT_FOUND_MODULE for an unknown one. */
export function moduleAt(path: string): string {
  const normalized = path.replace(/\/+$/, "") || "/";
  if (normalized === HOME_ALIAS) return "home";
  return PAGES.find((page) => matches(page.path, normalized))?.module ?? NOT_FOUND_MODULE;
}
