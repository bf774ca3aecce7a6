// The server's entry: `npm start` runs it bundled (dist/server/index.js, decision 011);
// `npm run dev` and the tests run it from source. It checks the runtime first and loads the
// server only then: nothing the server needs from a newer Node runs on an older one.
import { setFlagsFromString } from "node:v8";
import packageJson from "../../package.json" with { type: "json" };
import { runtimeRefusal } from "./runtime-check.ts";

const refusal = runtimeRefusal(process.versions.node, packageJson.engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
// PGlite's WebAssembly (9 MB) is compiled, and its hot functions compiled again, by as many of
// V8's threads as are free; each thread's allocator keeps its own arena of what that compiling
// freed, about 40 MB of an idle server's memory that it never uses again. One compiling thread
// keeps one arena; the compile took no longer for it (issue 47, decision 070).
setFlagsFromString("--wasm-num-compilation-tasks=1");
await import("./main.ts");
