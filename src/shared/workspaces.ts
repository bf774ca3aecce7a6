/**
 * Workspaces: who may do what in one. The server enforces these rules
 * (src/server/workspaces/access.ts); the UI mirrors them. One definition, here.
 */

export const WORKSPACE_ROLES = ["owner", "admin", "editor", "reader"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * What a member may do:
 * - read: see, copy and export the content of the brands they may access;
 * - write: create, generate, edit, move and delete content, and share plans with clients;
 * - members: manage members and invitations;
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
};
