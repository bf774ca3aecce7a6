import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, refusingControlCharacters } from "./control-characters.ts";

const schema = refusingControlCharacters(
  z.object({ title: z.string(), tags: z.array(z.string()), note: z.string().optional() }),
);

describe("the rule against control characters", () => {
  it.each([
    "\u0000",
    "\u0001",
    "\u0007",
    "\b",
    "\u000b",
    "\f",
    "\r",
    "\u001b[31m",
    "\u001f",
    "\u007f",
    "\u0080",
    "\u0085",
    "\u009b31m",
    "\u009f",
    "\u202a",
    "\u202e",
    "\u2066",
    "\u2069",
  ])("refuses %j in any text, at that text's field", (character) => {
    const result = schema.safeParse({ title: "ok", tags: ["a", `b${character}c`] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["tags", 1], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
  });

  it("keeps tab and line feed, reads CRLF as LF, and leaves other characters alone", () => {
    // Around the refused ranges: U+00A0, the marks U+200E/U+200F, U+2029 and U+206A.
    const input = {
      title: "a\tb\nc\r\nd",
      tags: ["~\u00a0", "\u200e\u200f\u2029\u202f", "\u2065\u206a", "ação 😀 שלום"],
    };
    expect(schema.parse(input)).toEqual({ ...input, title: "a\tb\nc\nd" });
  });

  it("keeps the schema's own messages first and its type", () => {
    const result = schema.safeParse({ title: 1, tags: [] });
    expect(result.error?.issues.map((i) => i.path)).toEqual([["title"]]);
    const parsed: { title: string } = schema.parse({ title: "x", tags: [] });
    expect(parsed.title).toBe("x");
  });
});
