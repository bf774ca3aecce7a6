import { describe, expect, it } from "vitest";
import { withThousands } from "./limits.ts";

describe("withThousands", () => {
  it("writes a whole number as pt-BR's Intl does, with a dot between thousands", () => {
    for (const n of [0, 7, 999, 1000, 5000, 20_000, 123_456, 1_234_567]) {
      expect(withThousands(n)).toBe(n.toLocaleString("pt-BR"));
    }
  });
});
