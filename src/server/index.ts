// `npm start`. Imports are resolved before a module's code runs, so the hook that resolves
// imports inside packages is registered here and the server is imported after it.
import { registerRelativeResolve } from "./relative-resolve.ts";

registerRelativeResolve();
await import("./main.ts");
