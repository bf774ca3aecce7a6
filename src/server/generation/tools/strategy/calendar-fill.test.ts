import { describe, expect, it } from "vitest";
import { batchSchema, readReply } from "./calendar-fill.ts";
import type { IndexedSlot } from "./calendar-prompts.ts";

/** Instagram posts by number (the date plays no part in reading a reply). */
const asked = (...indexes: number[]): IndexedSlot[] =>
  indexes.map((index) => ({
    index,
    slot: { date: "2027-03-01", channel: "instagram", commercialDate: null },
  }));

const fields = (theme: string) => ({
  theme,
  format: "Reels",
  hook: "Você sabia?",
  callToAction: "Salve",
});

describe("a calendar batch's reply", () => {
  it("has one required key per post asked, and nothing else", () => {
    const { schema } = batchSchema(asked(22, 23, 24));
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
    const read = readReply(reply, asked(1, 2, 3));
    expect([...read.keys()]).toEqual([1, 2]);
    expect(read.get(1)?.theme).toBe("Primeiro");
  });

  it("leaves out a post with a field empty or out of bounds, instead of cutting it", () => {
    const reply = JSON.stringify({
      post_0: { ...fields("Bom"), hook: "x".repeat(301) },
      post_1: { ...fields(" "), hook: "ok" },
      post_2: fields("Certo"),
    });
    expect([...readReply(reply, asked(0, 1, 2)).keys()]).toEqual([2]);
  });

  it("leaves out a hook over 12 words, a call to action over its channel's words, a format the channel does not take", () => {
    const thirteen = "um dois três quatro cinco seis sete oito nove dez onze doze treze";
    const reply = JSON.stringify({
      post_0: { ...fields("Gancho longo"), hook: thirteen },
      post_1: { ...fields("Gancho no limite"), hook: thirteen.replace(" treze", "") },
      post_2: {
        ...fields("Chamada longa"),
        callToAction: "Clique no link da bio e garanta já o seu hoje",
      },
      post_3: { ...fields("Formato de outro canal"), format: "Artigo" },
    });
    expect([...readReply(reply, asked(0, 1, 2, 3)).keys()]).toEqual([1]);
  });

  it("offers each post only its channel's formats", () => {
    const slots: IndexedSlot[] = [
      { index: 0, slot: { date: "2027-03-01", channel: "linkedin", commercialDate: null } },
      { index: 1, slot: { date: "2027-03-02", channel: "whatsapp_status", commercialDate: null } },
    ];
    const properties = batchSchema(slots).schema.properties as Record<
      string,
      { properties: { format: { enum: string[] } } }
    >;
    expect(properties.post_0?.properties.format.enum).toEqual(["Post de texto", "Artigo"]);
    expect(properties.post_1?.properties.format.enum).toEqual([
      "Status em vídeo",
      "Status com imagem",
    ]);
  });

  it("a reply that is not JSON (or was cut) fills nothing", () => {
    expect(readReply('{"post_0": {"theme": "Cor', asked(0)).size).toBe(0);
    expect(readReply("null", asked(0)).size).toBe(0);
  });
});
