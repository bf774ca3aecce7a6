import { z } from "zod";
import { MAX_BRANDS } from "./brands.ts";
import {
  BRANDS_NOT_IN_WORKSPACE,
  MAX_WORKSPACE_NAME_LENGTH,
  WORKSPACE_NOT_FOUND,
} from "./workspaces.ts";

// The workspaces' requests, apart from their rules (workspaces.ts), which every signed-in page
// reads at start: only the team's forms and the server build these (decision 065).

export const workspaceCreateSchema = z.object({
  name: z
    .string("Informe o nome do espaço de trabalho.")
    .trim()
    .min(1, "Informe o nome do espaço de trabalho.")
    .max(
      MAX_WORKSPACE_NAME_LENGTH,
      `O nome aceita no máximo ${MAX_WORKSPACE_NAME_LENGTH} caracteres.`,
    ),
});

/**
 * A new team that takes chosen brands of the personal workspace with it, in one step (decision
 * 058), and, if asked, its Pro subscription: the agency pays once.
 */
export const teamWithBrandsSchema = workspaceCreateSchema.extend({
  brandIds: z
    .array(z.uuid(BRANDS_NOT_IN_WORKSPACE), BRANDS_NOT_IN_WORKSPACE)
    .min(1, "Escolha ao menos uma marca para levar para a equipe.")
    .max(MAX_BRANDS, BRANDS_NOT_IN_WORKSPACE)
    .transform((ids) => [...new Set(ids)]),
  takeSubscription: z.boolean("Informe se a assinatura vai para a equipe.").default(false),
});
export type TeamWithBrands = z.infer<typeof teamWithBrandsSchema>;

export const workspaceSwitchSchema = z.object({
  workspaceId: z.uuid(WORKSPACE_NOT_FOUND),
});

/** A member's role below Proprietário (ownership moves only by transfer), and brand access. */
export const memberUpdateSchema = z.object({
  role: z.enum(["admin", "editor", "reader"], "Papel inválido.").optional(),
  /** null: every brand; a list: only those (for an Editor or a Leitor). */
  brandIds: z
    .array(z.uuid(BRANDS_NOT_IN_WORKSPACE))
    .max(MAX_BRANDS, BRANDS_NOT_IN_WORKSPACE)
    .transform((ids) => [...new Set(ids)])
    .nullable()
    .optional(),
});
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const memberParamSchema = z.object({ userId: z.string().min(1).max(100) });
