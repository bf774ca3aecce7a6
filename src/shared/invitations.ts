import { z } from "zod";
import { fullName } from "./auth.ts";
import { MAX_BRANDS } from "./brands.ts";
import { BRANDS_NOT_IN_WORKSPACE, ROLES, type WorkspaceRole } from "./workspaces.ts";

/**
 * Invitations by e-mail to a team workspace (docs/decisions/039-invitations.md). The limits are
 * the server's, shown by the team page and the plans.
 */

/** Where an invitation's link opens (its token follows). */
export const INVITATION_PATH = "/convite";

/** A Pro workspace holds this many people, its owner included; pending invitations count. */
export const MAX_WORKSPACE_MEMBERS = 5;
/** The plans' line about teams (the billing feature's plan cards show it). */
export const TEAM_SIZE_FEATURE = `Equipe de até ${MAX_WORKSPACE_MEMBERS} pessoas por espaço de trabalho, com convites por email`;
/** What one Pro subscription gives a team, as the team page says it. */
export const PLAN_INCLUDES = `Uma assinatura Pro vale para todo o espaço de trabalho: até ${MAX_WORKSPACE_MEMBERS} pessoas, o Proprietário incluído, todas as marcas dele, as ferramentas de IA para cada pessoa e um limite mensal de IA compartilhado. Quem entra na equipe não paga nada; só o Proprietário assina.`;
/** Invitations waiting for an answer in one workspace. */
export const MAX_PENDING_INVITATIONS = 20;
/** Invitation e-mails (resends included) one workspace sends per day, Brazil's day. */
export const MAX_INVITATION_EMAILS_PER_DAY = 10;
/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** The roles an invitation gives: ownership moves only by transfer. */
export const INVITABLE_ROLES = ["admin", "editor", "reader"] as const satisfies WorkspaceRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const INVITATION_NOT_FOUND = "Convite não encontrado.";
/** One answer for an unknown, expired, used or revoked link: none says which. */
export const INVITATION_INVALID =
  "Este convite não é mais válido. Peça a quem convidou você um novo convite.";
export const PERSONAL_NO_INVITATIONS =
  "Seu espaço pessoal é só seu: transforme-o em equipe (marcas, planos e assinatura vão junto) para convidar pessoas.";
export const INVITATIONS_NEED_PRO =
  "Convidar pessoas é do plano Pro: assine o Pro neste espaço de trabalho para montar a equipe.";
export const JOINING_NEEDS_PRO =
  "Este espaço de trabalho está sem assinatura Pro ativa e não recebe novos membros agora. Avise quem convidou você.";
export const MEMBERS_LIMIT = `Um espaço de trabalho Pro tem no máximo ${MAX_WORKSPACE_MEMBERS} pessoas, contando os convites pendentes.`;
export const MEMBERS_LIMIT_AT_JOIN = `Este espaço de trabalho já tem ${MAX_WORKSPACE_MEMBERS} membros, o limite do plano Pro. Avise quem convidou você.`;
export const PENDING_LIMIT = `Este espaço de trabalho já tem ${MAX_PENDING_INVITATIONS} convites pendentes: cancele algum antes de convidar mais.`;
export const EMAILS_PER_DAY_LIMIT = `Este espaço de trabalho já enviou ${MAX_INVITATION_EMAILS_PER_DAY} emails de convite hoje, o limite por dia. Tente novamente amanhã.`;
export const ALREADY_MEMBER_INVITE = "Esta pessoa já faz parte deste espaço de trabalho.";
export const ALREADY_INVITED =
  "Já existe um convite pendente para este email: reenvie-o na lista de convites.";
export const ACCOUNT_EXISTS =
  "Já existe uma conta com este email. Entre com ela para aceitar o convite.";
export const VERIFY_BEFORE_JOINING = "Confirme seu email antes de aceitar o convite.";
export const wrongAccountMessage = (invited: string) =>
  `Este convite foi enviado para ${invited}. Saia da sua conta e entre com esse email para aceitá-lo.`;

const email = z
  .string("Informe o email da pessoa.")
  .trim()
  .toLowerCase()
  .pipe(z.email("Email inválido").max(254, "Email inválido"));

export const invitationCreateSchema = z.object({
  email,
  role: z.enum(INVITABLE_ROLES, "Escolha o papel da pessoa."),
  /** null: every brand; a list: only those (an Editor's or Leitor's; ignored for an admin). */
  brandIds: z
    .array(z.uuid(BRANDS_NOT_IN_WORKSPACE))
    .max(MAX_BRANDS, BRANDS_NOT_IN_WORKSPACE)
    .transform((ids) => [...new Set(ids)])
    .nullable()
    .default(null),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const invitationParamSchema = z.object({ id: z.uuid(INVITATION_NOT_FOUND) });
/** A link's token; any other shape is the one "no longer valid" answer, never a 400. */
export const invitationTokenParamSchema = z.object({ token: z.string().max(100) });

/** Sign-up from an invitation: the address is the invitation's, so only the rest is asked. */
export const invitationSignUpSchema = z
  .object({
    fullName,
    password: z
      .string("A senha deve ter pelo menos 6 caracteres")
      .min(6, "A senha deve ter pelo menos 6 caracteres")
      .max(128, "A senha deve ter no máximo 128 caracteres."),
    passwordConfirm: z.string("As senhas não coincidem"),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: "As senhas não coincidem",
    path: ["passwordConfirm"],
  });
export type InvitationSignUp = z.infer<typeof invitationSignUpSchema>;

/** A pending invitation as the team page lists it. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: InvitableRole;
  brandIds: string[] | null;
  invitedBy: string | null;
  expiresAt: string;
  sentAt: string;
};
export type InvitationList = {
  items: PendingInvitation[];
  /** The workspace's members now, against MAX_WORKSPACE_MEMBERS. */
  members: number;
};

/** What the link's page shows before the visitor acts. */
export type InvitationPreview = {
  workspaceName: string;
  inviterName: string | null;
  email: string;
  role: InvitableRole;
  /** Whether an account has the invited address: sign in, or sign up with it. */
  accountExists: boolean;
  /** The signed-in viewer is the invited account and already a member: the link leads in. */
  alreadyMember: boolean;
};

export const roleLabel = (role: InvitableRole) => ROLES[role].label;

/** What each role an invitation gives may do, as the invite dialog says it. */
export const ROLE_ABILITIES: Record<InvitableRole, string> = {
  admin: "vê todas as marcas, cria e edita conteúdo, convida e gerencia a equipe.",
  editor: "cria, gera e edita conteúdo das marcas que você escolher; não gerencia a equipe.",
  reader: "só vê, copia e exporta o conteúdo das marcas que você escolher.",
};

/** The message "Enviar pelo WhatsApp" opens with, for an invitation's link. */
export const invitationWhatsappUrl = (url: string, workspaceName: string) =>
  `https://wa.me/?text=${encodeURIComponent(
    `Olá! Você foi convidado para a equipe ${workspaceName} no Conteúdo Inteligente. Entre por este link: ${url}`,
  )}`;
