import { globSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Which API test files run on which database (docs/decisions/046): every one on PostgreSQL,
 * the production engine, and on PGlite only those whose first lines carry ENGINE_MARKER,
 * followed by why the file depends on the engine. And which of them need a fresh worker: those
 * that mock a module or a global.
 */
export const API_TEST_FILES = [
  "src/server/**/*.api.test.ts",
  "tests/security/*.api.test.ts",
  "eval/*.api.test.ts",
];

export const ENGINE_MARKER = "// Depends on the engine:";

const ROOT = resolve(import.meta.dirname, "../..");

/** Every API test file, relative to the project's root, in a stable order. */
export function apiTestFiles(): string[] {
  return globSync(API_TEST_FILES, { cwd: ROOT }).toSorted();
}

const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

export const carriesEngineMarker = (file: string) =>
  read(file)
    .split("\n", 5)
    .some((line) => line.startsWith(ENGINE_MARKER));

/**
 * The API files for PGlite: the marked ones, or all of them with API_ON_PGLITE=all (for a
 * change to the database layer or a PGlite upgrade, where every file is worth a run).
 */
export function pgliteApiFiles(all = process.env.API_ON_PGLITE === "all"): string[] {
  return all ? apiTestFiles() : apiTestFiles().filter(carriesEngineMarker);
}

/**
 * The file replaces a module (vi.mock) or a global, or fakes the clock: it needs the module
 * graph loaded afresh for it, and nothing of it left for the next file, which a worker that
 * keeps its modules between files cannot promise.
 */
export const needsOwnWorker = (file: string) =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/.test(read(file));

/**
 * What makes a file's outcome depend on the engine, whatever its subject: it calls one of
 * PGlite's own functions (openPglite, restorePglite, createPgliteClient...) or reads the run's
 * engine. The rule the check test applies.
 */
const ENGINE_BRANCH = /\w*Pglite\w*\(|inject\("database"\)|kind === "(pglite|postgres)"/;

/** The engine switch every API file goes through: by itself it is no engine dependence. */
const ENGINE_SWITCH = "tests/helpers/test-database.ts";

const RELATIVE_IMPORT = /from "(\.{1,2}\/[^"]+\.ts)"/g;

/**
 * The file and the test helpers it imports (those in tests/, followed through their own
 * imports) whose text shows an engine branch; empty when none does.
 */
export function engineBranchesOf(file: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (path: string) => {
    if (seen.has(path) || path === ENGINE_SWITCH) return;
    seen.add(path);
    const text = read(path);
    if (ENGINE_BRANCH.test(text)) found.push(path);
    for (const [, target] of text.matchAll(RELATIVE_IMPORT)) {
      const next = relative(ROOT, resolve(ROOT, dirname(path), target!));
      if (next.startsWith("tests/")) visit(next);
    }
  };
  visit(file);
  return found;
}
