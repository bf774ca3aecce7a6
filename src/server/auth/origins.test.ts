import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { printedUrl, trustedOrigins } from "./origins.ts";

describe("the addresses the app answers to", () => {
  it("with APP_URL unset, the printed address, localhost and 127.0.0.1 are trusted", () => {
    const env = parseEnv({});
    expect(printedUrl(env, 3000)).toBe("http://127.0.0.1:3000");
    expect(trustedOrigins(env).sort()).toEqual(["http://127.0.0.1:3000", "http://localhost:3000"]);
  });

  it("[::1] is trusted only where the server listens on it", () => {
    expect(trustedOrigins(parseEnv({ HOST: "::1" }))).toContain("http://[::1]:3000");
    expect(trustedOrigins(parseEnv({ HOST: "::" }))).toEqual(
      expect.arrayContaining(["http://[::1]:3000", "http://127.0.0.1:3000"]),
    );
    expect(trustedOrigins(parseEnv({}))).not.toContain("http://[::1]:3000");
  });

  it("a wildcard HOST prints localhost, an address a browser opens", () => {
    expect(printedUrl(parseEnv({ HOST: "0.0.0.0", PORT: "8080" }), 8080)).toBe(
      "http://localhost:8080",
    );
    expect(printedUrl(parseEnv({ HOST: "::" }), 3000)).toBe("http://localhost:3000");
  });

  it("with APP_URL set, it is the printed address and the one trusted origin", () => {
    const env = parseEnv({ APP_URL: "https://app.exemplo.com.br/" });
    expect(printedUrl(env, 3000)).toBe("https://app.exemplo.com.br");
    expect(trustedOrigins(env)).toEqual(["https://app.exemplo.com.br"]);
  });

  it("the Vite dev origin is trusted only when npm run dev sets DEV_ORIGIN", () => {
    expect(trustedOrigins(parseEnv({}))).not.toContain("http://localhost:5173");
    expect(trustedOrigins(parseEnv({ NODE_ENV: "development" }))).not.toContain(
      "http://localhost:5173",
    );
    expect(trustedOrigins(parseEnv({ DEV_ORIGIN: "http://localhost:5173" }))).toContain(
      "http://localhost:5173",
    );
  });

  it("refuses DEV_ORIGIN in production", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), DEV_ORIGIN: "http://a:1" }),
    ).toThrow(/DEV_ORIGIN/);
  });
});
