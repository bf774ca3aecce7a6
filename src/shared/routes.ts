/** The SPA's pages; the server answers 404 (and logs the path) for anything else. */
export const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/index$/,
  /^\/auth$/,
  /^\/auth\/nova-senha$/,
  /^\/termos-de-uso$/,
  /^\/politica-de-privacidade$/,
  /^\/profile$/,
  /^\/support$/,
  /^\/history$/,
  /^\/prompt-creator$/,
  /^\/strategy-creator$/,
  /^\/script-creator$/,
  /^\/admin$/,
  /^\/pagamento-teste\/(checkout|portal)$/,
];

export const isKnownPage = (path: string) =>
  PAGE_PATTERNS.some((p) => p.test(path.replace(/\/+$/, "") || "/"));
