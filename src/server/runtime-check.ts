/*
 * The Node.js the server needs, checked before any of its code is loaded: on an older Node
 * (20, as many machines have) the server started and then answered some requests with a 500
 * (`Map.groupBy is not a function` on every client decision of an approval page).
 */

/** The major version an `engines.node` range like ">=24" asks for. */
const requiredMajor = (range: string) => Number(/\d+/.exec(range)?.[0] ?? 0);

/**
 * What to tell the operator when `version` (process.versions.node) is older than `range`
 * (package.json's engines.node), or null when it will do.
 */
export function runtimeRefusal(version: string, range: string): string | null {
  const needed = requiredMajor(range);
  if (Number(version.split(".")[0]) >= needed) return null;
  return [
    `Conteúdo Inteligente needs Node.js ${needed} or newer (package.json engines: "${range}"); this is Node.js ${version}.`,
    `Start it with \`npm start\`, which runs the project's own Node.js ${needed} (installed in node_modules by \`npm ci\`),`,
    `or install Node.js ${needed} (https://nodejs.org) and run \`node dist/server/index.js\` with it.`,
  ].join("\n");
}
