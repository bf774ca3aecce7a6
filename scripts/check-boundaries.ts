// Enforces the import boundaries of docs/decisions/001-architecture.md:
// shared imports neither side; server and web never import each other, except the one
// contract: the web may import the type of src/server/app.ts (`import type { AppType }`);
// web's shared layers (components, lib) never import features or app;
// a feature never imports another feature (what two share, the app composes; a feature's test
// may import that composition);
// a server domain reaches another only through its service or the modules it lists as public;
// a workspace's content tables are reached only through the scoped layer (scoped-boundary.ts);
// the server's base infrastructure imports no domain, no modules import each other in a circle,
// and the web's shared layers are not named for a domain (layering.ts, decision 052).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import {
  domainWords,
  domainWordsIn,
  importCircles,
  infrastructureViolation,
} from "./lib/layering.ts";
import { scopedViolations } from "./lib/scoped-boundary.ts";

const root = resolve(import.meta.dirname, "..");
const src = join(root, "src");

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path;
  }
}

function resolveSpecifier(from: string, specifier: string) {
  if (specifier.startsWith("@/")) return join(src, "web", specifier.slice(2));
  if (specifier.startsWith("@shared/")) return join(src, "shared", specifier.slice(8));
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
  return null;
}

const area = (path: string) => relative(src, path).split("/");

// Server folders that are infrastructure, open to every domain; every other folder is a domain.
// `scoped`: the content tables as the viewer may touch them (decision 045). `jobs`: the queue on
// the database (decision 049).
const SERVER_INFRASTRUCTURE = new Set(["db", "lib", "middleware", "ai", "cache", "scoped", "jobs"]);
// Besides its service.ts, what a domain offers the others, and why.
const SERVER_PUBLIC: Record<string, string[]> = {
  // Who is asking: every guard and service reads the viewer; the session cookie's name.
  // And better-auth's refusals in Portuguese, for a domain that calls better-auth itself (the
  // sign-up from an invitation). The guards every route puts before its handler.
  auth: ["viewer.ts", "auth.ts", "messages.ts", "guards.ts"],
  // Queueing is the one way any domain sends an e-mail, with the templates it renders.
  emails: ["queue.ts", "templates.ts"],
  // The calendar's date rules, which the calendar files (the history's and the plans') share.
  generation: ["calendar.ts"],
  // Account and workspace deletion cancel what Stripe still charges (cancel-open.ts); the one
  // rule of what grants access, which the guards, the viewer's query and the admin counts apply.
  billing: ["stripe-provider.ts", "access.ts", "cancel-open.ts"],
  // Who may do what to a workspace's content: the one authorization module (decision 032).
  // An invitation's link proves its address: the account made from it starts verified (039).
  workspaces: ["access.ts", "invitations/address-proof.ts"],
  // Which plan a member may see: the one rule its exports, feed, share links and threads check.
  // What each reader may see of a post (the data export, the client's approval page), from
  // one list. Every change of a post's text adds its version through one writer (decision 042),
  // which the approval page reads and the variations write. Where a tool's result lands in a
  // plan (a plan made of its calendar, a post's field), which the generation's runner calls
  // (decision 048). A post's slides as images, for a member or through the client's link
  // (decision 054).
  plans: ["owned.ts", "post-columns.ts", "post-versions.ts", "outlets.ts", "art-slides.ts"],
  // The slides' renderer (its pool of workers and cache) and the job it draws (decision 050).
  art: ["renderer.ts", "job.ts"],
  // Every service that changes content or the team writes its line of the log, in its own
  // transaction (decision 034).
  activity: ["recorder.ts"],
  // Every change of a result adds its version through one writer (decision 041).
  history: ["versions.ts"],
  // The events of every domain become notifications through one module, in the change's own
  // transaction, and the pushes are sent soon after it (decision 061).
  // The account's events (the AI meter's thresholds, a boleto's and a Pix year's) likewise,
  // and publishing's (a post published or not, an account to reconnect).
  notifications: ["events.ts", "account-events.ts", "publishing-events.ts"],
};

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const SERVER_DOMAINS = folders(join(src, "server")).filter((f) => !SERVER_INFRASTRUCTURE.has(f));
const isDomain = (folder: string) => SERVER_DOMAINS.includes(folder);

function serverDomainViolation(from: string, target: string): string | null {
  const infrastructure = infrastructureViolation(area(from), area(target), isDomain);
  if (infrastructure) return infrastructure;
  const [, folder, ...fromRest] = area(from);
  const [, domain, ...targetRest] = area(target);
  // The wiring (app.ts, server.ts...) sits above the domains; tests arrange from anywhere.
  if (fromRest.length === 0 || /\.test\.ts$/.test(from)) return null;
  if (!domain || targetRest.length === 0 || folder === domain) return null;
  if (SERVER_INFRASTRUCTURE.has(domain)) return null;
  const module = targetRest.join("/");
  if (module === "service.ts" || SERVER_PUBLIC[domain]?.includes(module)) return null;
  return `server ${folder} reaches into ${domain}/${module}; go through the service or public modules of ${domain}`;
}

/** The API's contract, the one server module the web may import, and only as a type. */
const CONTRACT = join(src, "server", "app.ts");

function violation(from: string, target: string, typeOnly: boolean): string | null {
  const [side, layer, feature] = area(from);
  const [tSide, tLayer, tFeature] = area(target);
  if (side === "shared" && (tSide === "server" || tSide === "web"))
    return "shared code imports one side";
  if (side === "server" && tSide === "web") return "the server imports web code";
  if (side === "web" && tSide === "server") {
    return typeOnly && target === CONTRACT ? null : "the web imports server code";
  }
  if (side === "server" && tSide === "server") return serverDomainViolation(from, target);
  if (side !== "web" || tSide !== "web") return null;
  if ((layer === "components" || layer === "lib") && (tLayer === "features" || tLayer === "app")) {
    return `web/${layer} imports web/${tLayer}`;
  }
  // A feature's test may render it as the app composes it (its route hands in other features'
  // pieces, decision 052); the feature itself never reaches up.
  if (layer === "features" && tLayer === "app") {
    return /\.test\.tsx?$/.test(from) ? null : "a feature imports the app layer";
  }
  if (layer === "features" && tLayer === "features" && feature !== tFeature) {
    return `feature ${feature} imports feature ${tFeature}`;
  }
  return null;
}

const importPattern =
  /(?:import|export)\s(type\s)?[^"']*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
/** The module a resolved specifier names: the file itself, or with its extension or index. */
function moduleFile(path: string): string | null {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const problems: string[] = [];
const graph = new Map<string, Set<string>>();
const words = domainWords(SERVER_DOMAINS, folders(join(src, "web", "features")));
for (const file of files(src)) {
  const text = readFileSync(file, "utf8");
  const imports = new Set<string>();
  graph.set(relative(root, file), imports);
  const [side, layer] = area(file);
  const webPath = relative(join(src, "web"), file);
  if (side === "web" && (layer === "components" || layer === "lib")) {
    const named = domainWordsIn(webPath, words);
    if (named.length > 0) {
      problems.push(
        `src/web/${webPath}: the shared web layer names a domain (${named.join(", ")}); move it into its feature, or name it for what it does`,
      );
    }
  }
  for (const problem of scopedViolations(relative(root, file), text)) {
    problems.push(`${relative(root, file)}: ${problem}`);
  }
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[2] ?? match[3]!;
    const target = resolveSpecifier(file, specifier);
    const problem = target && violation(file, target, match[1] !== undefined);
    if (problem) problems.push(`${relative(root, file)}: ${problem} (${specifier})`);
    const imported = target && moduleFile(target);
    if (imported) imports.add(relative(root, imported));
  }
}
for (const circle of importCircles(graph)) {
  problems.push(
    `import circle: ${circle.join(" -> ")}; move what they share into a module of its own`,
  );
}
if (problems.length > 0) {
  console.error(`Import boundaries broken:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("Import boundaries hold.");
