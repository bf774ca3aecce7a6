// Node 24 answers every ESM import from inside a package by spreading that package's whole
// package.json, which re-parses its "exports" map each time: drizzle-orm's (179 KB) is parsed
// once per file it loads, which cost the server 0.4 s and over 100 MB of memory at start
// (docs/decisions/010-relative-imports-in-packages.md). This resolves the plain case itself: a
// relative import of a .js, .mjs or .cjs file from one file of a package to another, whose format
// is the extension's or the nearest package.json's "type". Anything else goes to Node.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { registerHooks } from "node:module";
import { dirname, extname, join, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

type Format = "module" | "commonjs";
type Resolved = { url: string; format: Format };

const NODE_MODULES = `${sep}node_modules${sep}`;

// The extensions resolved here, with the format each one fixes (null: the package's "type").
const FORMAT_OF_EXTENSION = new Map<string, Format | null>([
  [".mjs", "module"],
  [".cjs", "commonjs"],
  [".js", null],
]);

// Per folder: the "type" of the package.json that governs it, or null when Node must decide
// (no "type", so Node may detect the syntax; or a package.json it would report as invalid).
const typeOfFolder = new Map<string, Format | null>();

function packageType(folder: string): Format | null {
  const known = typeOfFolder.get(folder);
  if (known !== undefined) return known;
  let type: Format | null = null;
  // Node's search for the governing package.json ends at the node_modules folder; so does ours.
  if (!folder.endsWith(`${sep}node_modules`) && dirname(folder) !== folder) {
    try {
      const manifest = JSON.parse(readFileSync(join(folder, "package.json"), "utf8"));
      type = manifest?.type === "module" || manifest?.type === "commonjs" ? manifest.type : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") type = packageType(dirname(folder));
    }
  }
  typeOfFolder.set(folder, type);
  return type;
}

/** What Node would answer for `specifier` imported from `parentURL`, or null to ask Node. */
export function resolveRelativeInPackage(specifier: string, parentURL: string | undefined) {
  if (!parentURL?.startsWith("file:")) return null;
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  // Queries, fragments and escapes have rules of their own in Node's resolver.
  if (/[?#%\\]/.test(specifier)) return null;
  const extension = extname(specifier);
  if (!FORMAT_OF_EXTENSION.has(extension)) return null;
  if (!fileURLToPath(parentURL).includes(NODE_MODULES)) return null;
  let path: string;
  try {
    path = realpathSync.native(fileURLToPath(new URL(specifier, parentURL)));
    if (!statSync(path).isFile()) return null;
  } catch {
    return null;
  }
  const format = FORMAT_OF_EXTENSION.get(extension) ?? packageType(dirname(path));
  return format ? ({ url: pathToFileURL(path).href, format } satisfies Resolved) : null;
}

/** Resolves relative imports inside packages before Node's resolver for every later import. */
export function registerRelativeResolve() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolveRelativeInPackage(specifier, context.parentURL);
      return resolved ? { ...resolved, shortCircuit: true } : nextResolve(specifier, context);
    },
  });
}
