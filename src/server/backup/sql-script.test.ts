import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { psqlKnowsRestrict } from "./pg-tools.ts";
import { fileLines, portableSql, UnsafeDumpError } from "./sql-script.ts";

const load = (lines: string[]) => portableSql(lines);

describe("reading a dump as psql does", () => {
  it("drops pg_dump's own \\restrict guard and the settings older servers lack, only where they are SQL", async () => {
    const dump = [
      "\\restrict abcXYZ123",
      "SET transaction_timeout = 0;",
      "SET statement_timeout = 0;",
      "INSERT INTO public.content_history VALUES (1, 'linha um",
      "\\restrict abcXYZ123",
      "SET transaction_timeout = 0;",
      "fim');",
      "\\unrestrict abcXYZ123",
    ];
    expect(await load(dump)).toBe(
      [
        "SET statement_timeout = 0;",
        "INSERT INTO public.content_history VALUES (1, 'linha um",
        "\\restrict abcXYZ123",
        "SET transaction_timeout = 0;",
        "fim');",
      ].join("\n"),
    );
  });

  it.each([
    ["a shell command", ["SET statement_timeout = 0;", "\\! touch /tmp/pwned"]],
    ["a command after SQL on its line", ["SELECT 1; \\! id"]],
    ["a command after a closed literal", ["INSERT INTO t VALUES ('it''s', 'ok'); \\copy t from x"]],
    [
      "a command after a dollar-quoted body",
      ["CREATE FUNCTION f() AS $body$ '\\x $body$; \\o /tmp/x"],
    ],
    ["a command after a block comment", ["/* a /* nested */ comment */ \\set x 1"]],
    ["a restrict guard inside other text", ["SELECT 1; \\restrict abc"]],
  ])("refuses %s", async (_name, dump) => {
    await expect(load(dump)).rejects.toThrow(UnsafeDumpError);
  });

  it("keeps backslashes that are data: in literals, quoted names, E'' strings, dollar quotes and comments", async () => {
    const dump = [
      "INSERT INTO t VALUES ('C:\\pasta', E'it\\'s \\\\! ok', 'linha",
      "\\! não é comando, é texto",
      "');",
      'CREATE TABLE "nome\\estranho" (x int);',
      "CREATE FUNCTION f() RETURNS text AS $$ select '\\o' $$ LANGUAGE sql;",
      "CREATE FUNCTION g() RETURNS text AS $fn$",
      "\\! também é texto",
      "$fn$ LANGUAGE sql;",
      "-- comentário com \\! dentro",
      "/* bloco",
      "\\! ainda comentário */ SELECT 1;",
    ];
    expect(await load(dump)).toBe(dump.join("\n"));
  });

  it("splits a file at LF only: a CR inside a value stays", async () => {
    const folder = mkdtempSync(join(tmpdir(), "ci-sql-lines-"));
    try {
      const file = join(folder, "dump.sql");
      writeFileSync(file, "INSERT INTO t VALUES ('a\rb');\nSELECT 1;\n");
      const lines: string[] = [];
      for await (const line of fileLines(file)) lines.push(line);
      expect(lines).toEqual(["INSERT INTO t VALUES ('a\rb');", "SELECT 1;"]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("psql's \\restrict", () => {
  it.each([
    ["psql (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)", true],
    ["psql (PostgreSQL) 15.14", true],
    ["psql (PostgreSQL) 15.13", false],
    ["psql (PostgreSQL) 16.10", true],
    ["psql (PostgreSQL) 16.9", false],
    ["psql (PostgreSQL) 17.6", true],
    ["psql (PostgreSQL) 17.5", false],
    ["psql (PostgreSQL) 18.1", true],
    ["psql (PostgreSQL) 13.22", true],
    ["psql (PostgreSQL) 12.22", false],
    ["psql", false],
  ])("%s knows it: %s", (version, knows) => {
    expect(psqlKnowsRestrict(version)).toBe(knows);
  });
});
