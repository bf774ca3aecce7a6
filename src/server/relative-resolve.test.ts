import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { resolveRelativeInPackage } from "./relative-resolve.ts";

const root = mkdtempSync(join(tmpdir(), "ci-relative-resolve-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text = "") {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return pathToFileURL(file).href;
}

const esm = write("node_modules/esm-pkg/package.json", JSON.stringify({ type: "module" }));
const esmIndex = write("node_modules/esm-pkg/index.js");
const esmHelper = write("node_modules/esm-pkg/lib/helper.js");
const esmLegacy = write("node_modules/esm-pkg/lib/legacy.cjs");
write("node_modules/cjs-pkg/package.json", JSON.stringify({ type: "commonjs" }));
const cjsIndex = write("node_modules/cjs-pkg/index.js");
const cjsModern = write("node_modules/cjs-pkg/modern.mjs");
write("node_modules/untyped-pkg/package.json", JSON.stringify({ name: "untyped-pkg" }));
const untypedIndex = write("node_modules/untyped-pkg/index.js");
write("node_modules/untyped-pkg/other.js");
const app = write("src/app.js");
write("src/other.js");

describe("resolveRelativeInPackage", () => {
  const resolvesTo = (cases: [string, string, string, "module" | "commonjs"][]) => {
    for (const [specifier, parent, url, format] of cases) {
      expect(resolveRelativeInPackage(specifier, parent), specifier).toEqual({ url, format });
    }
  };

  it("resolves a relative .js import inside a type-module package to a module", () => {
    resolvesTo([
      ["./lib/helper.js", esmIndex, esmHelper, "module"],
      ["../index.js", esmHelper, esmIndex, "module"],
    ]);
  });

  it("gives .cjs and .mjs files their extension's format, whatever the package's type", () => {
    resolvesTo([
      ["./legacy.cjs", esmHelper, esmLegacy, "commonjs"],
      ["./modern.mjs", cjsIndex, cjsModern, "module"],
      ["./index.js", cjsModern, cjsIndex, "commonjs"],
    ]);
  });

  it("leaves to Node what has rules of its own", () => {
    const cases: [string, string][] = [
      ["esm-pkg", app], // a bare specifier
      ["./other.js", app], // outside node_modules
      ["./other.js", untypedIndex], // no "type": Node may detect the syntax
      ["./lib/helper", esmIndex], // no extension
      ["./lib", esmIndex], // a folder
      ["./lib/missing.js", esmIndex], // no such file
      ["./lib/helper.js?v=1", esmIndex], // a query
      ["./lib%2Fhelper.js", esmIndex], // an escape
      ["./package.json", esm], // not a script
    ];
    for (const [specifier, parent] of cases) {
      expect(resolveRelativeInPackage(specifier, parent), specifier).toBeNull();
    }
    expect(resolveRelativeInPackage("./lib/helper.js", undefined)).toBeNull();
    expect(resolveRelativeInPackage("./lib/helper.js", "node:fs")).toBeNull();
  });

  it("agrees with Node's own resolver on every relative import the server makes", async () => {
    // A child process loads the server with a hook that asks both and keeps what Node says.
    const ours = fileURLToPath(new URL("./relative-resolve.ts", import.meta.url));
    const server = fileURLToPath(new URL("./server.ts", import.meta.url));
    const script = `
      import { registerHooks } from "node:module";
      import { resolveRelativeInPackage } from ${JSON.stringify(ours)};
      let compared = 0;
      const differences = [];
      registerHooks({
        resolve(specifier, context, nextResolve) {
          const node = nextResolve(specifier, context);
          const mine = resolveRelativeInPackage(specifier, context.parentURL);
          if (mine) {
            compared++;
            if (mine.url !== node.url || mine.format !== node.format) {
              differences.push({ specifier, parent: context.parentURL, mine, node });
            }
          }
          return node;
        },
      });
      await import(${JSON.stringify(server)});
      console.log(JSON.stringify({ compared, differences }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { compared, differences } = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(differences).toEqual([]);
    // drizzle-orm alone makes hundreds: the fast path must actually be taken.
    expect(compared).toBeGreaterThan(300);
  });
});
