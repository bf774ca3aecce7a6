import { spawn } from "node:child_process";
import type { Readable, Writable } from "node:stream";
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
