// The layers of docs/decisions/052-layers.md, as rules over paths and the import graph:
// the server's base infrastructure imports no domain, nothing imports in a circle, and the
// web's shared layer (components, lib) is named for what it does, never for a domain.

/**
 * The server's base infrastructure: below every domain, so it imports none (a domain's rule it
 * needs moves down beside it, or the wiring hands it in). `ai` and `scoped` are infrastructure
 * too, but built on the auth and workspaces domains' public modules (who is asking, what they
 * may see), so they are not in this set.
 */
export const BASE_INFRASTRUCTURE = new Set(["db", "lib", "middleware", "cache"]);

/**
 * Why a server module (area: its path under src, split on "/") may not import a target: a
 * module of the base infrastructure reaching a domain. `isDomain` says which top folders are
 * domains (the wiring's files sit directly in src/server and are neither).
 */
export function infrastructureViolation(
  from: string[],
  target: string[],
  isDomain: (folder: string) => boolean,
): string | null {
  const [side, layer, ...fromRest] = from;
  const [tSide, domain, ...targetRest] = target;
  if (side !== "server" || tSide !== "server" || fromRest.length === 0) return null;
  if (!layer || !BASE_INFRASTRUCTURE.has(layer) || !domain || targetRest.length === 0) return null;
  if (!isDomain(domain)) return null;
  return `infrastructure ${layer} imports the ${domain} domain; move the shared definition down or hand it in at the wiring`;
}

/**
 * The import circles of a graph (module to the modules it imports, type imports included):
 * each strongly connected group of two or more modules, or a module importing itself.
 */
export function importCircles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  // Iterative Tarjan: the graph is hundreds of modules deep at most, but recursion is not needed.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [string, string[]][] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push([node, [...(graph.get(node) ?? [])]]);
    };
    enter(root);
    while (work.length > 0) {
      const [node, targets] = work[work.length - 1]!;
      const target = targets.pop();
      if (target !== undefined) {
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) circles.push(group.toSorted());
    }
  }
  return circles;
}

/**
 * The words that name a domain: the server's domains and the web's features (each also read
 * singular), and the content's own words. "auth" is not among them: who is signed in is the
 * shared layer's to know (the header, the guards).
 */
export function domainWords(serverDomains: Iterable<string>, webFeatures: Iterable<string>) {
  const words = new Set([
    ...serverDomains,
    ...webFeatures,
    ...["content", "version", "variation", "ai-edit", "calendar", "caption", "script"],
    ...["strategy", "prompt", "post", "feedback"],
  ]);
  words.delete("auth");
  return words;
}

/** The domain words in a path of the web's shared layer ("components/versions/x.tsx"). */
export function domainWordsIn(path: string, words: ReadonlySet<string>): string[] {
  const tokens = path.toLowerCase().split(/[/.\-_]/);
  const named = (word: string) =>
    word.includes("-")
      ? path.toLowerCase().includes(word)
      : tokens.some((t) => t === word || t === `${word}s` || `${t}s` === word);
  return [...words].filter(named).toSorted();
}
