import { describe, expect, it } from "vitest";
import { DEMO_DRAFT_LABEL } from "../../src/shared/generation/demo-posts.ts";
import {
  calendarProblems,
  captionFieldProblems,
  composerFilled,
  type EvalPost,
  missingSections,
} from "./structure.ts";

const post = (changes: Partial<EvalPost> = {}): EvalPost => ({
  date: "2027-10-01",
  channel: "instagram",
  format: "Reels",
  theme: "Tema",
  hook: "Gancho",
  callToAction: "Chamada",
  commercialDate: null,
  notes: "",
  ...changes,
});

describe("structure", () => {
  it("wants exactly the posts laid out, each with its creative fields", () => {
    expect(calendarProblems([post(), post()], 2)).toEqual([]);
    expect(calendarProblems([post(), post({ hook: " ", format: "" })], 3)).toEqual([
      "2 posts, 3 laid out",
      "post 1: format, hook empty",
    ]);
  });

  it("tells the posts the composer filled in the model's place by their note", () => {
    expect(
      composerFilled(post({ notes: `${DEMO_DRAFT_LABEL}: a IA não preencheu esta publicação.` })),
    ).toBe(true);
    expect(composerFilled(post({ notes: "Gravar na padaria" }))).toBe(false);
  });

  it("finds the sections a text lacks, as headings or labelled lines", () => {
    const text =
      "# Roteiro\n## Gancho (3 s)\nOi\n**Desenvolvimento**\nCena 1\nChamada para ação: agende";
    expect(
      missingSections(text, ["Gancho", "Desenvolvimento", "Chamada para ação", "Legenda sugerida"]),
    ).toEqual(["Legenda sugerida"]);
  });

  it("refuses a caption with no text, no alt text or over its channel's limits", () => {
    const fields = { caption: "Oi", hashtags: [], altText: "Foto do pão", firstComment: "" };
    expect(captionFieldProblems(fields, "twitter")).toEqual([]);
    expect(captionFieldProblems({ ...fields, caption: " ", altText: "" }, "twitter")).toHaveLength(
      2,
    );
    expect(captionFieldProblems({ ...fields, caption: "a".repeat(281) }, "twitter")).toHaveLength(
      1,
    );
    expect(captionFieldProblems({ ...fields, hashtags: ["#pao"] }, "whatsapp_status")).toHaveLength(
      1,
    );
  });
});
