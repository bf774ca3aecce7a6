import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { runtimeRefusal } from "./runtime-check.ts";

const ENTRY = fileURLToPath(new URL("./index.ts", import.meta.url));

describe("the runtime the server needs", () => {
  it("refuses an older Node.js, naming the version needed and that npm start brings it", () => {
    const message = runtimeRefusal("20.20.2", ">=24");
    expect(message).toContain("needs Node.js 24 or newer");
    expect(message).toContain("this is Node.js 20.20.2");
    expect(message).toContain("`npm start`, which runs the project's own Node.js 24");
    expect(runtimeRefusal("23.11.0", ">=24")).not.toBeNull();
  });

  it("lets the version package.json asks for, and newer ones, through", () => {
    expect(packageJson.engines.node).toBe(">=24");
    for (const version of ["24.0.0", "24.21.0", "25.2.1", "30.0.0"])
      expect(runtimeRefusal(version, packageJson.engines.node), version).toBeNull();
  });

  it("the entry says so and exits with 1 before loading the server, which would read its settings first", () => {
    // This Node, told it is 20: nothing of the server may run, not even its settings' check
    // (no AUTH_SECRET is given, which the server would refuse with a message of its own).
    const started = spawnSync(
      process.execPath,
      [
        "--import",
        'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})',
        ENTRY,
      ],
      { env: { PATH: process.env.PATH ?? "" }, encoding: "utf8", timeout: 30_000 },
    );
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(runtimeRefusal("20.20.2", packageJson.engines.node));
    expect(started.stdout).toBe("");
  });
});
