/*
 * How a structured reply (the calendar's JSON) is asked for. OpenAI's strict `json_schema`
 * response format guarantees the shape on the models that support it (gpt-4o-mini, our
 * default: decision 066); gpt-3.5-turbo and most OpenAI-compatible servers (Maritaca, Ollama,
 * vLLM) support a tool call instead, whose arguments follow the schema given as the tool's
 * parameters.
 * Decided once per process from AI_STRUCTURED_OUTPUT, or from the model's name (decision 035).
 */

export type StructuredMode = "json_schema" | "tools";

/** A reply's JSON schema: every property required, no other property (strict mode's rules). */
export type ReplySchema = { name: string; schema: Record<string, unknown> };

/** OpenAI's models with strict structured outputs (gpt-4o from 2024-08, 4.1, 5, o-series). */
const JSON_SCHEMA_MODELS = /^(gpt-4o|gpt-4\.1|gpt-5|o[1-9])/i;

export function structuredModeOf(
  model: string,
  configured: StructuredMode | "auto",
): StructuredMode {
  if (configured !== "auto") return configured;
  return JSON_SCHEMA_MODELS.test(model) ? "json_schema" : "tools";
}

/** The request's fields asking for `reply` in `mode`. */
export function structuredRequest(mode: StructuredMode, reply: ReplySchema) {
  if (mode === "json_schema") {
    return {
      response_format: {
        type: "json_schema" as const,
        json_schema: { name: reply.name, strict: true, schema: reply.schema },
      },
    };
  }
  return {
    tools: [
      {
        type: "function" as const,
        function: { name: reply.name, parameters: reply.schema, strict: true },
      },
    ],
    tool_choice: { type: "function" as const, function: { name: reply.name } },
  };
}
