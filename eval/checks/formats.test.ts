import { describe, expect, it } from "vitest";
import { formatFits } from "./formats.ts";

describe("formats per channel", () => {
  it("take a format the channel has, and refuse another channel's", () => {
    expect(formatFits("instagram", "Reels")).toBe(true);
    expect(formatFits("whatsapp_status", "Carrossel")).toBe(false);
  });
});
