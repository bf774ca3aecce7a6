import { z } from "zod";

/**
 * The workspace's life beyond its team: ownership offered and accepted, leaving, deleting.
 * Who may do it is `roleMay(role, "workspace")` (src/shared/workspaces.ts).
 */

export const ownershipOfferSchema = z.object({
  userId: z.string("Escolha um membro.").min(1, "Escolha um membro.").max(100),
});

export const offerParamSchema = z.object({ workspaceId: z.uuid("Oferta não encontrada.") });

/** The pending offer of the current workspace, as its owner sees it. */
export type OwnershipOffer = { toUserId: string; toName: string; createdAt: string };

/** An offer made to the viewer, in any of their workspaces. */
export type OwnershipOfferToMe = {
  workspaceId: string;
  workspaceName: string;
  fromName: string;
  createdAt: string;
};

export const OFFER_PENDING =
  "Já há uma transferência de propriedade pendente. Cancele-a antes de oferecer a outro membro.";
export const OFFER_NOT_FOUND = "Oferta de propriedade não encontrada.";
export const OFFER_TO_YOURSELF = "Você já é o Proprietário deste espaço de trabalho.";
export const OWNER_CANNOT_LEAVE =
  "O Proprietário não pode sair do espaço de trabalho: transfira a propriedade ou exclua o espaço.";
export const PERSONAL_WORKSPACE_KEPT =
  "O seu espaço pessoal não pode ser excluído nem deixado; ele só é excluído com a sua conta.";

/**
 * Leaving names the workspace the member confirmed leaving: a tab left open on another
 * workspace cannot make them leave the one they switched to since.
 */
export const leaveWorkspaceSchema = z.object({
  workspaceId: z.uuid("Espaço de trabalho não encontrado."),
});
export const NOT_CURRENT_WORKSPACE =
  "Você não está mais trabalhando neste espaço de trabalho. Recarregue a página e tente de novo.";

export const deleteWorkspaceSchema = z.object({
  name: z.string("Digite o nome do espaço de trabalho para confirmar.").trim(),
});
export const WORKSPACE_NAME_MISMATCH = "Digite o nome do espaço de trabalho para confirmar.";

/** The team workspaces that keep an account from being deleted (decision 032). */
export type TeamsToTransfer = { workspaces: { id: string; name: string; members: number }[] };
