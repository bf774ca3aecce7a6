import { describe, expect, it } from "vitest";
import { formatFits } from "./formats.ts";

describe("formats per channel", () => {
  it("take a format the channel has, and refuse another channel's", () => {
    expect(formatFits("Instagram", "Reels")).toBe(true);
    expect(formatFits("WhatsApp Status", "Carrossel")).toBe(false);
    expect(formatFits("Canal inventado", "Post")).toBe(false);
  });
});
