import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** AUTH_SECRET when configured; otherwise one generated once and kept in DATA_DIR. */
export function resolveAuthSecret(env: { AUTH_SECRET?: string; DATA_DIR: string }): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const dir = resolve(env.DATA_DIR);
  const path = join(dir, "auth-secret");
  try {
    return readFileSync(path, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(path, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}
