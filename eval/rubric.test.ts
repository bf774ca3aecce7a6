import { describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../tests/fakes/fake-openai.ts";
import { BRIEFS } from "./briefs.ts";
import type { BriefRun } from "./pipeline.ts";
import { judge, readScores } from "./rubric.ts";
import { missed } from "./thresholds.ts";

const brief = BRIEFS[0];
if (!brief) throw new Error("no brief");
const run: BriefRun = {
  brief,
  jobs: [],
  prompt: null,
  strategy: null,
  script: null,
  scriptOptions: null,
  caption: null,
};

describe("the judge model's rubric", () => {
  it("reads the judge's scores, and nothing else as scores", () => {
    expect(readScores('{"naturalidade": 5, "canal": 4, "risco_juridico": 5}')).toEqual({
      rubric_naturalness: 5,
      rubric_channel_fit: 4,
      rubric_legal: 5,
    });
    expect(readScores('{"naturalidade": 9, "canal": 4, "risco_juridico": 5}')).toBeNull();
    expect(readScores("Ótimo texto!")).toBeNull();
  });

  it("fails a real model's run that the judge scores as risky, through an OpenAI-compatible server", async () => {
    const fake = await startFakeOpenAI(() => ({
      content: '{"naturalidade": 4, "canal": 4, "risco_juridico": 2, "comentario": "oferta"}',
    }));
    try {
      const figures = await judge([run, run], {
        OPENAI_API_KEY: "sk-judge",
        OPENAI_BASE_URL: fake.baseUrl,
      });
      expect(figures.map((f) => [f.id, f.value])).toEqual([
        ["rubric_naturalness", 4],
        ["rubric_channel_fit", 4],
        ["rubric_legal", 2],
      ]);
      expect(missed("model", figures)).toEqual([
        "model: judge: legal safety (1-5, 5 = no risk) 2 score (>= 4.5 score)",
      ]);
    } finally {
      await fake.close();
    }
  });
});
