import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { cosine, embeddingModelOf, OPENAI_EMBEDDING_MODEL } from "./embeddings.ts";

describe("the embeddings model (AI_EMBEDDING_MODEL)", () => {
  it("auto is OpenAI's small model on OpenAI's API, and none on another server", () => {
    expect(embeddingModelOf(parseEnv({}))).toBe(OPENAI_EMBEDDING_MODEL);
    expect(embeddingModelOf(parseEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }))).toBeNull();
  });

  it("a model named is used on any server; off is none", () => {
    const local = { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" };
    expect(embeddingModelOf(parseEnv({ ...local, AI_EMBEDDING_MODEL: "nomic-embed-text" }))).toBe(
      "nomic-embed-text",
    );
    expect(embeddingModelOf(parseEnv({ AI_EMBEDDING_MODEL: "off" }))).toBeNull();
  });

  it("measures how alike two vectors point", () => {
    expect(cosine([1, 2, 0], [2, 4, 0])).toBeCloseTo(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([0, 0], [1, 1])).toBe(0);
  });
});
