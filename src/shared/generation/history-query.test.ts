import { describe, expect, it } from "vitest";
import { historyQuerySchema } from "./history.ts";
import { type HistoryQuery, readHistoryQuery } from "./history-query.ts";

const DEFAULTS: HistoryQuery = { page: 1, type: "all", q: "", brand: "", author: "" };

// Values of each parameter the API accepts or refuses, and the edges between.
const VALUES: Record<keyof HistoryQuery, string[]> = {
  page: ["1", "2", "100000", "100001", "0", "-1", "1.5", "", " 3 ", "abc", "1e2", "Infinity"],
  type: ["all", "strategy", "script", "prompt", "caption", "art", "Strategy", "", "x"],
  q: ["café", "  espaços  ", "", "a".repeat(200), ` ${"a".repeat(200)} `, "a".repeat(201)],
  brand: [
    "",
    "4b8c2f0e-1d7a-4c3e-9f21-0a6b5c4d3e2f",
    "4B8C2F0E-1D7A-4C3E-9F21-0A6B5C4D3E2F",
    "4b8c2f0e-1d7a-9c3e-9f21-0a6b5c4d3e2f",
    "4b8c2f0e-1d7a-4c3e-7f21-0a6b5c4d3e2f",
    "00000000-0000-0000-0000-000000000000",
    "marca",
  ],
  author: ["Ana", "", "a".repeat(100), "a".repeat(101)],
};

describe("readHistoryQuery", () => {
  it("reads each value as the API's schema does, and a value it refuses as the default", () => {
    for (const [key, values] of Object.entries(VALUES) as [keyof HistoryQuery, string[]][]) {
      for (const value of values) {
        const api = historyQuerySchema.shape[key].safeParse(value);
        const read = readHistoryQuery(new URLSearchParams({ [key]: value }));
        expect(read, `${key}=${JSON.stringify(value)}`).toEqual({
          ...DEFAULTS,
          [key]: api.success ? api.data : DEFAULTS[key],
        });
      }
    }
  });

  it("is every default without parameters, ignores others and counts a repeated one's last", () => {
    expect(readHistoryQuery(new URLSearchParams())).toEqual(DEFAULTS);
    expect(historyQuerySchema.parse({})).toEqual(DEFAULTS);
    expect(readHistoryQuery(new URLSearchParams("page=2&page=3&foo=1&type=script"))).toEqual({
      ...DEFAULTS,
      page: 3,
      type: "script",
    });
  });
});
