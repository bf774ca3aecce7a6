import { describe, expect, it } from "vitest";
import { DEFAULT_AI_MODEL, parseEnv } from "../env.ts";
import { choicesModeOf } from "./choices.ts";
import { structuredModeOf, structuredRequest } from "./structured.ts";

const reply = { name: "preencher", schema: { type: "object", required: ["post_0"] } };

describe("how a structured reply is asked for", () => {
  it("OpenAI's models with strict structured outputs get json_schema; others a tool call", () => {
    for (const model of ["gpt-4o-mini", "gpt-4.1", "gpt-5-mini", "o3-mini"]) {
      expect(structuredModeOf(model, "auto"), model).toBe("json_schema");
    }
    for (const model of ["gpt-3.5-turbo", "sabia-3", "llama3.1:8b", "gpt-4-turbo"]) {
      expect(structuredModeOf(model, "auto"), model).toBe("tools");
    }
  });

  it("the default model on OpenAI's API gets strict json_schema and `n` choices (decision 066)", () => {
    const env = parseEnv({});
    expect(env.AI_MODEL).toBe(DEFAULT_AI_MODEL);
    expect(structuredModeOf(env.AI_MODEL, env.AI_STRUCTURED_OUTPUT)).toBe("json_schema");
    expect(choicesModeOf(env)).toBe("n");
    // On another server (a local fake, Ollama) the same model asks its options one call each.
    expect(choicesModeOf({ ...env, OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toBe("calls");
  });

  it("AI_STRUCTURED_OUTPUT overrides the model-name rule", () => {
    expect(structuredModeOf("gpt-4o", "tools")).toBe("tools");
    expect(structuredModeOf("llama3.1:8b", "json_schema")).toBe("json_schema");
  });

  it("json_schema is strict; a tool call is forced with the schema as its parameters", () => {
    expect(structuredRequest("json_schema", reply)).toEqual({
      response_format: {
        type: "json_schema",
        json_schema: { name: "preencher", strict: true, schema: reply.schema },
      },
    });
    expect(structuredRequest("tools", reply)).toEqual({
      tools: [
        {
          type: "function",
          function: { name: "preencher", parameters: reply.schema, strict: true },
        },
      ],
      tool_choice: { type: "function", function: { name: "preencher" } },
    });
  });
});
