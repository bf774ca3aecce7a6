import { type Plugin, parseAst } from "vite";

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A call chain from a name: `z.string().min(1)`, `base.extend({...})`, `Object.keys(LABELS)`. */
function startsFromName(node: Node): boolean {
  let at = node;
  while (at.type === "CallExpression" || at.type === "MemberExpression") {
    at = (at.type === "CallExpression" ? at.callee : at.object) as Node;
  }
  return at.type === "Identifier";
}

/**
 * Marks the top-level values a module with zod schemas builds by calls pure: `const x =
 * z.object({...}).strict()` becomes `const x = /* @__PURE__ *\/ (() => z.object({...}).strict())()`,
 * as does a schema built on another (`base.extend(...)`, `fields.partial()`, imported or not) and
 * a list built from a constant (`Object.keys(LABELS)`). Only the call an annotation precedes is
 * pure, and a chain's method calls are calls on an unknown object: the IIFE makes the chain one
 * call. Shared modules compute values at their top level and do nothing else there.
 */
export function markSchemasPure(code: string): string {
  if (!/from\s*["']zod["']/.test(code)) return code;
  const program = parseAst(code, { lang: "js" }) as unknown as { body: Node[] };
  const spans: Array<[number, number]> = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init?.type === "CallExpression" && startsFromName(init))
        spans.push([init.start, init.end]);
    }
  }
  let marked = code;
  for (const [start, end] of spans.reverse()) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ (() => ${marked.slice(start, end)})()${marked.slice(end)}`;
  }
  return marked;
}

/**
 * The SPA imports constants and small functions from the shared modules that also define the
 * API's schemas. Zod's constructors are calls the bundler must assume have effects, so every
 * schema of such a module was built when a page loaded, used or not: on a signed-in page, the
 * longest task of its start (issue 47). Marked pure, the schemas the SPA never reads are left
 * out of its build, and zod's own chunk with them where a page reads none.
 */
export function pureSchemas(shared: string): Plugin {
  return {
    name: "pure-schemas",
    // The build's concern: the tests and the dev server run the modules as written.
    apply: "build",
    transform(code, id) {
      if (!id.startsWith(shared) || !id.endsWith(".ts")) return null;
      const marked = markSchemasPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
