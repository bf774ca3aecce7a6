import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Distinct, recognisable values: any of them in a shipped file is a leak.
const SECRETS = {
  OPENAI_API_KEY: "sk-test-segredo-openai-8f3a91c2",
  STRIPE_SECRET_KEY: "sk_test_segredo_stripe_51Hx9c",
  STRIPE_WEBHOOK_SECRET: "whsec_segredo_webhook_77aa01",
  AUTH_SECRET: "segredo-de-sessao-com-mais-de-32-caracteres-b7e2",
  SMTP_URL: "smtp://usuario:senha-smtp-segreda-4d1f@smtp.exemplo.com.br:587",
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let outDir: string;
let shipped: string[];
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "ci-secrets-build-"));
  const saved = Object.fromEntries(Object.keys(SECRETS).map((k) => [k, process.env[k]]));
  Object.assign(process.env, SECRETS);
  try {
    await build({
      configFile: new URL("../../vite.config.ts", import.meta.url).pathname,
      logLevel: "silent",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  shipped = filesUnder(outDir);
}, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("secrets", () => {
  it("the SPA built with every secret in the environment ships none of them", () => {
    expect(
      shipped.some((f) => f.endsWith(".js")),
      "the build produced scripts",
    ).toBe(true);
    const leaks = shipped.flatMap((file) => {
      const text = readFileSync(file, "latin1");
      return Object.entries(SECRETS)
        .filter(([, value]) => text.includes(value) || text.includes(value.slice(8, 24)))
        .map(([name]) => `${name} in ${file.slice(outDir.length)}`);
    });
    expect(leaks).toEqual([]);
  });

  it("no shipped file names a server-only variable or the AI provider's address", () => {
    const offenders = shipped.filter((file) =>
      /OPENAI_API_KEY|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|AUTH_SECRET|SMTP_URL|api\.openai\.com/.test(
        readFileSync(file, "latin1"),
      ),
    );
    expect(offenders.map((f) => f.slice(outDir.length))).toEqual([]);
  });
});
