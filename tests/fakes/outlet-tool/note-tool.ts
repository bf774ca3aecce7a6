import { systemMessage } from "../../../src/server/generation/prompts.ts";
import { type ToolContext, toolJob } from "../../../src/server/generation/tools/tool.ts";
import { NOTE_TOOL, type NoteInput, noteResultSchema } from "./registry.ts";

/**
 * The fake tool's server half, as a tool's folder holds it: its prompt, its offline draft, and
 * its structured result read from the text. Where the note lands is its registry entry's.
 */
export const noteTool = {
  job: (input: NoteInput, context: ToolContext) =>
    toolJob(NOTE_TOOL, input, context, {
      failure: { failed: "A nota falhou.", empty: "A nota veio vazia." },
      messages: () => [systemMessage(`Escreva uma nota de produção sobre ${input.subject}.`)],
      compose: () => `Gravar ${input.subject} com luz natural.`,
      reply: { temperature: 0.7, maxTokens: 200 },
      brand: null,
      structure: async (_ai, text) => noteResultSchema.parse(text.trim()),
    }),
};
