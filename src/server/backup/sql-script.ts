import { createReadStream } from "node:fs";

/**
 * Reads a plain-SQL dump as psql does, line by line, knowing which text is SQL and which is
 * inside a literal, a quoted name or a comment. psql runs a backslash outside them as a command
 * of its own (`\! …` runs a shell command): a dump must hold none but pg_dump's `\restrict`
 * guard. A line inside a literal is data, kept whatever it starts with.
 */
type State =
  | { in: "sql" }
  | { in: "quote"; close: "'" | '"'; backslashEscapes: boolean }
  | { in: "dollar"; tag: string }
  | { in: "comment"; depth: number };

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$]/u;
const DOLLAR_TAG = /\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/uy;

export type ScannedLine = {
  /** The line starts in SQL, not inside a literal, quoted name or comment. */
  startsInSql: boolean;
  /** The psql command on this line (from its backslash to the line's end), if any. */
  command: string | null;
};

export class SqlScanner {
  #state: State = { in: "sql" };

  scan(line: string): ScannedLine {
    const startsInSql = this.#state.in === "sql";
    let i = 0;
    while (i < line.length) {
      const state = this.#state;
      const c = line[i]!;
      if (state.in === "quote") {
        if (state.backslashEscapes && c === "\\") i += 2;
        else if (c === state.close && line[i + 1] === state.close) i += 2;
        else {
          if (c === state.close) this.#state = { in: "sql" };
          i++;
        }
      } else if (state.in === "dollar") {
        const end = line.indexOf(state.tag, i);
        if (end < 0) break;
        this.#state = { in: "sql" };
        i = end + state.tag.length;
      } else if (state.in === "comment") {
        if (c === "*" && line[i + 1] === "/") {
          this.#state = state.depth > 1 ? { in: "comment", depth: state.depth - 1 } : { in: "sql" };
          i += 2;
        } else if (c === "/" && line[i + 1] === "*") {
          this.#state = { in: "comment", depth: state.depth + 1 };
          i += 2;
        } else i++;
      } else {
        const previous = line[i - 1] ?? "";
        if (c === "\\") return { startsInSql, command: line.slice(i) };
        if (c === "-" && line[i + 1] === "-") break;
        if (c === "/" && line[i + 1] === "*") {
          this.#state = { in: "comment", depth: 1 };
          i += 2;
          continue;
        }
        if (c === "'" || c === '"') {
          // E'…' takes backslash escapes; a name ending in e before a quote does not exist.
          const escapes =
            c === "'" && /[eE]/.test(previous) && !IDENTIFIER_CHAR.test(line[i - 2] ?? "");
          this.#state = { in: "quote", close: c, backslashEscapes: escapes };
          i++;
          continue;
        }
        if (c === "$" && !IDENTIFIER_CHAR.test(previous)) {
          DOLLAR_TAG.lastIndex = i;
          const tag = DOLLAR_TAG.exec(line)?.[0];
          if (tag) {
            this.#state = { in: "dollar", tag };
            i += tag.length;
            continue;
          }
        }
        i++;
      }
    }
    return { startsInSql, command: null };
  }
}

export class UnsafeDumpError extends Error {}

/** pg_dump's guard (PostgreSQL 13.22, 14.19, 15.14, 16.10, 17.6 and later): see psqlKnowsRestrict. */
const RESTRICT_GUARD = /^\\(un)?restrict [A-Za-z0-9]+$/;

/**
 * Lines a PostgreSQL 16+ pg_dump writes that an older server rejects: PGlite is PostgreSQL 18,
 * the servers we restore to may be 15. Everything else in the dump is 15-safe.
 */
const NEWER_THAN_15 = /^SET transaction_timeout = /;

/**
 * The dump's lines that any target takes: its own `\restrict` guard dropped (the restore puts
 * one of its own around the whole script for psql) and lines of newer servers dropped, both
 * only where they are SQL. Throws UnsafeDumpError at any other psql command.
 */
export async function* portableLines(lines: AsyncIterable<string> | Iterable<string>) {
  const scanner = new SqlScanner();
  let number = 0;
  for await (const line of lines) {
    number++;
    const { startsInSql, command } = scanner.scan(line);
    if (command !== null) {
      if (startsInSql && command === line && RESTRICT_GUARD.test(line)) continue;
      throw new UnsafeDumpError(
        `Line ${number} of the dump holds a psql command (${command.slice(0, 60)}): a backup of this app never does. Refusing to load it.`,
      );
    }
    if (startsInSql && NEWER_THAN_15.test(line)) continue;
    yield line;
  }
}

/** portableLines, joined again: a dump held whole (the embedded database's sizes). */
export async function portableSql(lines: AsyncIterable<string> | Iterable<string>) {
  const kept: string[] = [];
  for await (const line of portableLines(lines)) kept.push(line);
  return kept.join("\n");
}

/** A file's lines, split at LF only: a CR inside a text value is data, kept as it is. */
export async function* fileLines(file: string) {
  let rest = "";
  for await (const chunk of createReadStream(file, { encoding: "utf8" })) {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}
