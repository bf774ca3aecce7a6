import { z } from "zod";
import type { ToolDefinition } from "../../../src/shared/generation/tools.ts";

/** The fake tool's form: a post to start from, and what the note is about. */
export const noteInputSchema = z.object({ postId: z.uuid(), subject: z.string().min(1) });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** Its structured result: the note, which is a post's `notes` field as the post's schema has it. */
export const noteResultSchema = z.string().min(1);

/**
 * The outlet test's registry entry (decision 048): a tool that starts from a post and lands on
 * its notes, declared as any tool of src/shared/generation/tools.ts is, and nowhere else.
 */
export const NOTE_TOOL = {
  kind: "note",
  made: "uma nota",
  label: "Nota",
  plural: "Notas",
  path: "/note-creator",
  pageTitle: "Notas de produção",
  nav: "Notas",
  home: {
    tab: "Notas",
    step: "Passo 5",
    title: "Anote a produção",
    description: "Uma nota de produção para o post.",
    details: "A IA escreve a nota de produção do post do seu plano.",
  },
  title: (input: NoteInput) => `Nota: ${input.subject}`,
  toasts: {
    success: ["Nota gerada com sucesso", "Sua nota foi criada."],
    failure: "Erro ao gerar nota",
    fallback: "Ocorreu um erro ao gerar sua nota.",
  },
  lands: { post: "notes" },
} as const satisfies ToolDefinition<"note", NoteInput>;
