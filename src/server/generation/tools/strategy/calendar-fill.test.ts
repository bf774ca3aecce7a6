import { describe, expect, it } from "vitest";
import { batchSchema, readReply } from "./calendar-fill.ts";

const fields = (theme: string) => ({
  theme,
  format: "Reels",
  hook: "Você sabia?",
  callToAction: "Salve",
});

describe("a calendar batch's reply", () => {
  it("has one required key per post asked, and nothing else", () => {
    const { schema } = batchSchema([22, 23, 24]);
    expect(schema.required).toEqual(["post_22", "post_23", "post_24"]);
    expect(Object.keys(schema.properties as object)).toEqual(["post_22", "post_23", "post_24"]);
    expect(schema.additionalProperties).toBe(false);
  });

  it("keeps each post asked under its own key: one post cannot overwrite another", () => {
    const reply = JSON.stringify({
      post_1: fields("Primeiro"),
      post_2: fields("Segundo"),
      post_9: fields("Não pedido"),
      slots: [{ index: 1, ...fields("Outro primeiro") }],
    });
    const read = readReply(reply, [1, 2, 3]);
    expect([...read.keys()]).toEqual([1, 2]);
    expect(read.get(1)?.theme).toBe("Primeiro");
  });

  it("leaves out a post with a field empty or out of bounds, instead of cutting it", () => {
    const reply = JSON.stringify({
      post_0: { ...fields("Bom"), hook: "x".repeat(301) },
      post_1: { ...fields(" "), hook: "ok" },
      post_2: fields("Certo"),
    });
    expect([...readReply(reply, [0, 1, 2]).keys()]).toEqual([2]);
  });

  it("a reply that is not JSON (or was cut) fills nothing", () => {
    expect(readReply('{"post_0": {"theme": "Cor', [0]).size).toBe(0);
    expect(readReply("null", [0]).size).toBe(0);
  });
});
