// The server's entry: `npm start` runs it bundled (dist/server/index.js, decision 011);
// `npm run dev` and the tests run it from source. It checks the runtime first and loads the
// server only then: nothing the server needs from a newer Node runs on an older one.
import packageJson from "../../package.json" with { type: "json" };
import { runtimeRefusal } from "./runtime-check.ts";

const refusal = runtimeRefusal(process.versions.node, packageJson.engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import("./main.ts");
