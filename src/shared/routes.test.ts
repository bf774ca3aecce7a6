import { describe, expect, it } from "vitest";
import { moduleAt, NOT_FOUND_MODULE } from "./routes.ts";

describe("moduleAt", () => {
  it.each([
    ["/", "home"],
    ["/index", "home"],
    ["/history/", "history"],
    ["/marcas", "brands"],
    ["/marcas/0b6f1c7e-1111-4222-8333-444455556666", "brand"],
    ["/marcas/nova", "brand"],
    ["/marcas/a/b", NOT_FOUND_MODULE],
    ["/marcasx", NOT_FOUND_MODULE],
    ["/nao-existe", NOT_FOUND_MODULE],
  ])("renders %s with the %s module", (path, module) => {
    expect(moduleAt(path)).toBe(module);
  });
});
