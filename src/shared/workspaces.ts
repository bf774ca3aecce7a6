/**
 * Workspaces: who may do what in one. The server enforces these rules
 * (src/server/workspaces/access.ts); the UI mirrors them. One definition, here. Without zod: every
 * signed-in page reads roleMay at start; the requests' schemas are in workspace-requests.ts.
 */

export const WORKSPACE_ROLES = ["owner", "admin", "editor", "reader"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * What a member may do:
 * - read: see, copy and export the content of the brands they may access;
 * - write: create, generate, edit, move and delete content, and share plans with clients;
 * - members: manage members and invitations, and read the activity log ("Atividade");
 * - billing: the subscription; workspace: delete or transfer the workspace.
 */
export const WORKSPACE_ACTIONS = ["read", "write", "members", "billing", "workspace"] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

/** Each role: its name in the product and what it may do. */
export const ROLES: Record<WorkspaceRole, { label: string; may: readonly WorkspaceAction[] }> = {
  owner: { label: "Proprietário", may: ["read", "write", "members", "billing", "workspace"] },
  admin: { label: "Administrador", may: ["read", "write", "members"] },
  editor: { label: "Editor", may: ["read", "write"] },
  reader: { label: "Leitor", may: ["read"] },
};

export const roleMay = (role: WorkspaceRole, action: WorkspaceAction) =>
  ROLES[role].may.includes(action);

/** Only Editors and Readers can be limited to some brands; owners and admins see them all. */
export const roleLimitable = (role: WorkspaceRole) => role === "editor" || role === "reader";

export const LIMITED_TO_BRANDS =
  "Seu acesso neste espaço de trabalho é limitado a algumas marcas: peça a um administrador para criar marcas.";

export const CHOOSE_YOUR_BRAND = "Escolha uma das marcas a que você tem acesso.";

export const ROLE_FORBIDDEN =
  "Seu papel neste espaço de trabalho não permite esta ação. Peça a um administrador.";

/** The workspace the viewer works in, with their role and brand access there. */
export type CurrentWorkspace = {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
  /** null: every brand ("Acesso: todas as marcas"). */
  brandIds: string[] | null;
  /** The team the user was removed from since they last chose where to work, if any. */
  removedFrom?: string;
};

export const removedNotice = (name: string) =>
  `Você foi removido do espaço de trabalho ${name}. Agora você está no seu espaço pessoal.`;

export const MAX_WORKSPACE_NAME_LENGTH = 60;
/** Workspaces a person may own; agencies need one or two, a script would want thousands. */
export const MAX_OWNED_WORKSPACES = 10;

export const WORKSPACE_NOT_FOUND = "Espaço de trabalho não encontrado.";
export const ALREADY_A_TEAM = "Este espaço de trabalho já é uma equipe.";
export const MEMBER_NOT_FOUND = "Membro não encontrado.";
export const OWNED_WORKSPACES_LIMIT = `Você já é proprietário de ${MAX_OWNED_WORKSPACES} espaços de trabalho, o limite por conta.`;
export const OWNER_BY_TRANSFER =
  "O Proprietário não pode ser removido nem ter o papel alterado: a propriedade só muda por transferência.";
export const BRANDS_NOT_IN_WORKSPACE = "Escolha marcas deste espaço de trabalho.";

export const ONLY_FROM_PERSONAL =
  "Uma nova equipe leva marcas do seu espaço pessoal: volte a ele para escolhê-las.";

export type WorkspaceSummary = {
  id: string;
  name: string;
  personal: boolean;
  role: WorkspaceRole;
};
export type WorkspaceList = { currentId: string; items: WorkspaceSummary[] };

export type WorkspaceMember = {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
  brandIds: string[] | null;
  joinedAt: string;
};

export const OWNER_MUST_TRANSFER =
  "Você é proprietário de um espaço de trabalho com outros membros. Transfira a propriedade ou exclua o espaço antes de excluir sua conta.";

/**
 * Tasks (decision 058): who may change who is responsible for a post, the one rule the server
 * enforces (workspaces/access.ts, ensureMayAssign) and the post panel mirrors. Administrators
 * and the Proprietário assign anyone; an Editor takes a post no one has, and drops or hands over
 * a post that is theirs (its due date with it); a Leitor only sees.
 */
export type AssignmentChange = {
  /** Who asks. */
  actorId: string;
  /** The post's responsible member now, and the one asked for (null: nobody). */
  from: string | null;
  to: string | null;
};

export function mayAssign(role: WorkspaceRole, { actorId, from, to }: AssignmentChange): boolean {
  if (!roleMay(role, "write")) return false;
  if (roleMay(role, "members")) return true;
  if (from === actorId) return true;
  return from === null && (to === actorId || to === null);
}

/** Who may be made responsible for a post: a member whose role produces content. */
export const mayBeAssigned = (role: WorkspaceRole) => roleMay(role, "write");

export const ASSIGN_FORBIDDEN =
  "Você só pode assumir publicações sem responsável ou passar adiante as suas. Peça a um administrador para mudar o responsável desta.";
export const ASSIGNEE_NOT_ALLOWED =
  "Escolha como responsável um membro desta equipe que possa editar a marca desta publicação.";
