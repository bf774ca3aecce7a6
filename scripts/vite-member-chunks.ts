import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { NOT_FOUND_MODULE, PAGES } from "../src/shared/routes.ts";

type ModuleInfo = { importedIds: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** The modules a visitor's first load may run: the shell, the script of a prerendered page, the
 * client's approval page and every page prerendered for visitors. */
const visitorRoots = (webRoot: string) => [
  `${webRoot}main.tsx`,
  `${webRoot}load-after-paint.ts`,
  `${webRoot}approval/main.tsx`,
  ...[...PAGES.filter((page) => page.prerender).map((page) => page.module), NOT_FOUND_MODULE].map(
    (module) => `${webRoot}app/routes/${module}.tsx`,
  ),
];

/** lucide-react's icon files by the names its index exports them under (`Pencil`, `PencilIcon`). */
function lucideFiles(): Map<string, string> {
  const manifest = createRequire(import.meta.url).resolve("lucide-react/package.json");
  const index = join(dirname(manifest), JSON.parse(readFileSync(manifest, "utf8")).module);
  const esm = dirname(index);
  const files = new Map<string, string>();
  const source = readFileSync(index, "utf8");
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, join(esm, file!));
  }
  return files;
}

/** The icons a module names in its imports from lucide-react. */
function iconsImported(source: string, files: Map<string, string>): string[] {
  const icons: string[] = [];
  for (const [, names] of source.matchAll(/import \{([^}]*)\} from "lucide-react"/g)) {
    for (const name of names!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
      const file = files.get(name);
      if (file) icons.push(file);
    }
  }
  return icons;
}

/**
 * The modules `roots` import, followed through the app's own code, and the icons it names.
 * lucide-react's index imports every icon it has: followed there, the graph would hold them all.
 */
function reachedFrom(
  roots: string[],
  ctx: Context,
  srcRoot: string,
  iconsOf: (id: string) => string[],
): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    if (!next.startsWith(srcRoot)) continue;
    pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    for (const icon of iconsOf(next)) reached.add(icon);
  }
  return reached;
}

const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The code-splitting group of the small modules (an icon, a form control, an API module) that
 * only signed-in pages share: one chunk instead of one each. Split apart, a plan page requested
 * about 50 chunks of a few hundred bytes, and the browser spends half a millisecond of its main
 * thread on each request (decision 072). Grouped are the modules no visitor's first load runs
 * ("/" and the approval page carry nothing more) whose own imports are the shell's or icons:
 * the group's chunk then imports no other, and a page that loads it loads nothing else with it.
 */
export function memberChunkGroup(srcRoot: string) {
  const roots = visitorRoots(`${srcRoot}web/`);
  // Both walks read the same modules: each is read, and lucide's index parsed, once.
  const graphFrom = (ctx: Context) => {
    const files = lucideFiles();
    const icons = new Map<string, string[]>();
    const iconsOf = (id: string) => {
      const known = icons.get(id);
      if (known) return known;
      const found = iconsImported(readFileSync(id, "utf8"), files);
      icons.set(id, found);
      return found;
    };
    return {
      visitors: reachedFrom(roots, ctx, srcRoot, iconsOf),
      shell: reachedFrom(roots.slice(0, 1), ctx, srcRoot, iconsOf),
    };
  };
  // Null in a build without the shell (the prerender's server bundle): nothing to group there.
  let graph: ReturnType<typeof graphFrom> | null | undefined;
  const graphOf = (ctx: Context) => {
    if (graph === undefined) {
      const missing = roots.filter((root) => !ctx.getModuleInfo(root));
      if (missing.length > 0 && missing[0] !== roots[0]) {
        throw new Error(`member-shared: no module ${missing.join(", ")}`);
      }
      graph = missing.length > 0 ? null : graphFrom(ctx);
    }
    return graph;
  };
  const grouped = (id: string, ctx: Context) => {
    const modules = graphOf(ctx);
    if (!modules || modules.visitors.has(id)) return false;
    const imports = ctx.getModuleInfo(id)?.importedIds ?? [];
    return ICON.test(id) || imports.every((dep) => modules.shell.has(dep) || ICON.test(dep));
  };
  return {
    debugName: "member-shared",
    name: (id: string, ctx: Context) => (grouped(id, ctx) ? "member-shared" : null),
    test: (id: string) => ICON.test(id) || id.startsWith(srcRoot),
    // Used by two pages at least: what one page alone uses stays in that page's chunk.
    minShareCount: 2,
    // The larger modules (the post's tools, the local dates) stay in chunks of their own, loaded
    // by the pages that use them only.
    maxModuleSize: 3000,
  };
}
