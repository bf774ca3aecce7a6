// The scoped layer's boundary (docs/decisions/045-scoped-content-layer.md): a workspace's
// content tables are reached through src/server/scoped/ alone, which takes the viewer's access,
// so no route or service writes its own workspace or brand filter, nor forgets one.
import { CONTENT_TABLES } from "../../src/server/scoped/content-tables.ts";

/** The layer: the one folder that imports the content tables and writes their filters. */
const LAYER = "src/server/scoped/";

/**
 * Server modules that may still import content tables (or the layer's SQL of visibility)
 * themselves, each with why. Paths relative to the repository; a path ending in "/" is a folder.
 */
export const UNSCOPED: Record<string, string> = {
  // Work on whole accounts or the whole database, for no viewer of a workspace.
  "src/server/db/": "the schema and migrations define the tables",
  "src/server/admin/": "the platform's admin reads every workspace",
  "src/server/backup/": "a backup or a restore is of the whole database",
  "src/server/account/": "an account's export and deletion cover all it holds, in every workspace",
  "src/server/ai/meter.ts": "the AI meter writes the paying workspace's calls, not its content",
  "src/server/activity/recorder.ts":
    "the log's one writer: a line's workspace is the change's own, and the purge is by age",
  "src/server/approval/ended-links.ts":
    "the sweep of ended approval links: by age, across every workspace, for no viewer",
  "src/server/approval/link-by-token.ts":
    "a link found by its token, in any workspace: the lookup before its client has a scope",
  "src/server/approval/digest-wanted.ts":
    "the e-mail sender's check of a claimed digest: its plan found by the e-mail, for no viewer",
  "src/server/publishing/job.ts":
    "the publishing worker and its sweeps: a publication found by its id or its time, for no viewer",
  "src/server/publishing/lease.ts":
    "the publishing worker's hold on a publication, found by its id or its time, for no viewer",
  "src/server/publishing/outcome.ts":
    "the publishing worker's end of an attempt: the publication's account, by its id, for no viewer",
  // A link to an item opens it in whichever of the user's workspaces holds it: a join on the
  // user's memberships, before any one workspace's access exists.
  "src/server/workspaces/item-link.ts": "an item's workspace, found across the user's memberships",
  "src/server/workspaces/invitations/accept.ts":
    "joining: the invitation's brands still there, before the account is a member",
  // One query serves the requests of several members at once, so no one viewer's where(...)
  // fits it; each member's workspace and brand are checked on the row it returns (visibleRow).
  "src/server/plans/page.ts":
    "the plan page's versions, read in one batch for the requests of different members",
  // Not yet behind the layer (issue 39): each still writes some filters by hand, with the SQL
  // of scoped/visibility.ts, or reads a table the layer does not offer yet. Each leaves this
  // list when it moves.
};

const unscoped = (file: string) =>
  Object.keys(UNSCOPED).some((path) =>
    path.endsWith("/") ? file.startsWith(path) : file === path,
  );

const CONTENT = new Set<string>(CONTENT_TABLES);

/** Names a file imports as values (not `import type`) from a db/schema module. */
function schemaValueImports(text: string): string[] {
  const names: string[] = [];
  const pattern =
    /import\s*(type\s+)?\{([^}]*)\}\s*from\s*["'][^"']*\/db\/schema(?:\/[^"']*)?["']/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/**
 * A statement on a scope's table (`x.t`) with no `x.where(...)` of that scope in it: a read, a
 * change, a join or a count of rows the viewer may not touch. An insert names its own row.
 */
function unfilteredStatements(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:\.(?:from|update|delete|innerJoin|leftJoin|rightJoin|fullJoin)|\$count)\(\s*(\w+)\.t\b/g;
  for (const match of text.matchAll(pattern)) {
    const scope = match[1]!;
    const statement = text.slice(match.index, statementEnd(text, match.index));
    if (!statement.includes(`${scope}.where(`)) found.push(`${match[0].trim()}...)`);
  }
  return found;
}

/** Where the statement that holds `from` ends: its `;`, or the end of the file. */
function statementEnd(text: string, from: number) {
  const end = text.indexOf(";", from);
  return end === -1 ? text.length : end;
}

/** What is wrong with a server module's use of the content tables, if anything. */
export function scopedViolations(file: string, text: string): string[] {
  if (!file.startsWith("src/server/") || file.startsWith(LAYER) || /\.test\.tsx?$/.test(file)) {
    return [];
  }
  const problems = unfilteredStatements(text).map(
    (statement) =>
      `${statement} has no where(...) of its scope: every statement on a scoped table carries it`,
  );
  if (unscoped(file)) return problems;
  for (const name of schemaValueImports(text)) {
    if (CONTENT.has(name)) {
      problems.push(
        `imports the content table ${name} from db/schema: reach it through the scoped layer (src/server/scoped/scope.ts), or list the module in scripts/lib/scoped-boundary.ts with why`,
      );
    }
  }
  if (/from\s*["'][^"']*\/scoped\/visibility\.ts["']/.test(text)) {
    problems.push(
      "writes its own workspace or brand filter (scoped/visibility.ts): use the scoped layer's where(...)",
    );
  }
  return problems;
}
