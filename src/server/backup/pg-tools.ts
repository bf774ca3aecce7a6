import { spawn } from "node:child_process";
import { type Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Runs pg_dump or psql (Debian's postgresql-client), streaming `input` into it and its output
 * into `output`; rejects with the tool's own message when it fails.
 */
export async function runPgTool(
  tool: "pg_dump" | "psql",
  args: string[],
  { input, output }: { input?: Readable; output?: Writable },
) {
  const child = spawn(tool, args, {
    stdio: [input ? "pipe" : "ignore", output ? "pipe" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${tool} was not found: install postgresql-client (see the README).`)
          : error,
      ),
    );
    child.on("close", resolve);
  });
  const [exit, ...streams] = await Promise.allSettled([
    exited,
    input && child.stdin ? pipeline(input, child.stdin) : undefined,
    output && child.stdout ? pipeline(child.stdout, output) : undefined,
  ]);
  // The tool's own failure explains a broken pipe better than the pipe does.
  if (exit.status === "rejected") throw exit.reason;
  if (exit.value !== 0) throw new Error(`${tool} failed (exit ${exit.value}): ${stderr.trim()}`);
  for (const stream of streams) if (stream.status === "rejected") throw stream.reason;
}

/** Per major version before 18, the first minor release whose psql knows `\restrict`. */
const FIRST_MINOR_WITH_RESTRICT: Record<number, number> = { 13: 22, 14: 19, 15: 14, 16: 10, 17: 6 };

/**
 * Whether this psql knows `\restrict`, which stops it from running any psql command of the
 * script it reads (PostgreSQL 13.22, 14.19, 15.14, 16.10, 17.6, 18 and later). `version` is
 * what `psql --version` prints.
 */
export function psqlKnowsRestrict(version: string) {
  const [, major = 0, minor = 0] = /\b(\d+)\.(\d+)/.exec(version)?.map(Number) ?? [];
  const first = FIRST_MINOR_WITH_RESTRICT[major];
  return major >= 18 || (first !== undefined && minor >= first);
}

/** Refuses to restore with a psql that would not keep the `\restrict` guard. */
export async function requirePsqlWithRestrict() {
  const chunks: Buffer[] = [];
  await runPgTool("psql", ["--version"], {
    output: new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
  });
  const version = Buffer.concat(chunks).toString().trim();
  if (!psqlKnowsRestrict(version)) {
    throw new Error(
      `${version} cannot restrict a dump to SQL (\\restrict): install a newer postgresql-client (15.14, 16.10, 17.6 or later) before restoring.`,
    );
  }
}
