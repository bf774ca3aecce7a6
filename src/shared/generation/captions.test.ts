import { describe, expect, it } from "vitest";
import {
  CHANNEL_LIMITS,
  captionFieldsOf,
  captionProblems,
  captionText,
  characterCount,
  textForNetwork,
} from "./captions.ts";
import { hashtagsIn } from "./hashtags.ts";

const fields = {
  caption: "Café coado na hora.\n\nPasse aqui!",
  hashtags: ["#cafe", "#padaria"],
  altText: "Xícara de café sobre a mesa.",
  firstComment: "",
};

describe("captions", () => {
  it("reads back the fields it writes, without an empty first comment", () => {
    const text = captionText(fields);
    expect(text).not.toContain("Primeiro comentário");
    expect(captionFieldsOf(text)).toEqual(fields);
  });

  it("takes a text with no headings as the caption", () => {
    expect(captionFieldsOf("Só a legenda.")).toEqual({
      caption: "Só a legenda.",
      hashtags: [],
      altText: "",
      firstComment: "",
    });
  });

  it("reads headings in bold or with a colon, as models write them", () => {
    const parsed = captionFieldsOf("**Legenda:**\nOi\n**Hashtags:**\ncafe, #pão");
    expect(parsed.caption).toBe("Oi");
    expect(parsed.hashtags).toEqual(["#cafe", "#pão"]);
  });

  it("writes hashtags once each, with # and without punctuation", () => {
    expect(hashtagsIn("#Café café, #café-da-manhã\n#!")).toEqual(["#Café", "#cafédamanhã"]);
  });

  it("copies caption and hashtags as they go on the post", () => {
    expect(textForNetwork(fields)).toBe("Café coado na hora.\n\nPasse aqui!\n\n#cafe #padaria");
  });

  it("counts characters as the networks do, an emoji as one", () => {
    expect(characterCount("☕🥐")).toBe(2);
  });

  it("says what goes over a channel's limits", () => {
    expect(captionProblems(fields, "instagram")).toEqual([]);
    const long = { ...fields, caption: "a".repeat(281) };
    expect(captionProblems(long, "twitter")[0]).toContain(`de ${CHANNEL_LIMITS.twitter.caption}`);
    expect(captionProblems(fields, "whatsapp_status")).toEqual(["Este canal não usa hashtags."]);
  });
});
