import { describe, expect, it } from "vitest";
import { containsPattern } from "./like.ts";

describe("containsPattern", () => {
  it.each([
    ["natália", "%natália%"],
    ["100%", "%100\\%%"],
    ["zuleica_100", "%zuleica\\_100%"],
    ["a\\b", "%a\\\\b%"],
  ])("matches %j anywhere, its wildcards and backslash taken literally", (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
