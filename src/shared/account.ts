import { z } from "zod";

/** The word a user types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION_WORD = "EXCLUIR";

export const deleteAccountSchema = z.object({
  confirmation: z
    .string(`Digite ${DELETE_CONFIRMATION_WORD} para confirmar.`)
    .trim()
    .refine(
      (v) => v === DELETE_CONFIRMATION_WORD,
      `Digite ${DELETE_CONFIRMATION_WORD} para confirmar.`,
    ),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const EXPORT_FORMAT_VERSION = 1;
