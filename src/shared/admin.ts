import { z } from "zod";
import { TOOL_KINDS, type ToolKind } from "./generation/tools.ts";
import { type Paged, pageNumber as page, searchTerm as search } from "./paging.ts";
import type { SubscriptionKind } from "./payment-methods.ts";

export const ADMIN_PAGE_SIZE = 25;
export const REASON_MAX_LENGTH = 500;

export const roles = ["admin", "user"] as const;
export type Role = (typeof roles)[number];

export const adminUsersQuerySchema = z.object({ page, q: search });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/**
 * The content list pages by keyset (newest first): the cursor is the last row's
 * `createdAt|id`, so a page deep into a million rows costs the same as the first.
 */
export const adminContentQuerySchema = z.object({
  type: z.enum(["all", ...TOOL_KINDS], "Tipo de conteúdo inválido.").default("all"),
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f-]{36}$/i, "Página inválida.")
    .optional(),
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

export const adminAuditQuerySchema = z.object({ page });

export const setRoleSchema = z.object({
  role: z.enum(roles, "Role inválida. Use admin ou user."),
});

const REASON_REQUIRED = "Informe o motivo.";
const REASON_TOO_LONG = `O motivo aceita no máximo ${REASON_MAX_LENGTH} caracteres.`;

/** Ban and lock: the reason is shown to the user, so it must say something. */
export const flagReasonSchema = z.object({
  reason: z
    .string(REASON_REQUIRED)
    .trim()
    .min(1, REASON_REQUIRED)
    .max(REASON_MAX_LENGTH, REASON_TOO_LONG),
});

/** Unban and unlock: a note for the audit log, optional. */
export const liftReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH, REASON_TOO_LONG)
    .optional()
    .transform((v) => v || undefined),
});

export type AdminCounts = {
  totalUsers: number;
  admins: number;
  banned: number;
  locked: number;
  subscribers: number;
  prompts: number;
  /** Every workspace, personal ones included ("Espaços de trabalho"). */
  workspaces: number;
};

/** The counts of a large table, which the panel shows as PostgreSQL's estimate (decision 059). */
export type EstimatedCount = "totalUsers" | "prompts" | "workspaces";

export type AdminStats = AdminCounts & {
  /** The counts that are estimates; absent when every count is exact. */
  estimated?: EstimatedCount[];
};

/** A workspace the user owns, with how many members it has (the owner included). */
export type AdminOwnedWorkspace = { name: string; personal: boolean; members: number };

export type AdminUser = {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  isBanned: boolean;
  bannedAt: string | null;
  bannedReason: string | null;
  isLocked: boolean;
  lockedAt: string | null;
  lockedReason: string | null;
  createdAt: string;
  /** How many workspaces the user belongs to (their personal one included). */
  workspaces: number;
  /** The ones they own, personal first, each with its member count. */
  ownedWorkspaces: AdminOwnedWorkspace[];
  /** The subscription that grants access now, else the latest one; null if none. */
  subscription: {
    status: string;
    planName: string;
    currentPeriodEnd: string | null;
    /** "prepaid": a Pix period, which ends instead of renewing. */
    kind: SubscriptionKind;
    /** Computed by the server's access rule; the panel shows it as is. */
    grantsAccess: boolean;
  } | null;
};

export type AdminUsersPage = Paged<AdminUser>;

export type AdminContentItem = {
  id: string;
  title: string;
  contentType: ToolKind;
  createdAt: string;
  /** Its author; null once their account is deleted (the item stays its workspace's). */
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  /** The brand it was written for (its name stays after the brand is deleted). */
  brandName: string | null;
};

export type AdminContentPage = { items: AdminContentItem[]; nextCursor: string | null };

export type AdminContentDetail = AdminContentItem & { content: string };

export const auditActions = [
  { value: "role.change", label: "Role alterada" },
  { value: "user.ban", label: "Usuário banido" },
  { value: "user.unban", label: "Usuário desbanido" },
  { value: "user.lock", label: "Usuário travado" },
  { value: "user.unlock", label: "Usuário destravado" },
  { value: "email.read", label: "Emails lidos" },
] as const;
export type AuditAction = (typeof auditActions)[number]["value"];

export type AuditEntry = {
  id: string;
  actorEmail: string;
  action: AuditAction;
  targetUserId: string | null;
  targetEmail: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};

export type AuditPage = Paged<AuditEntry>;

/** Admin → the last backup's time (ISO) and size in bytes; `automatic`: daily backups run. */
export type AdminBackupStatus = {
  automatic: boolean;
  latest: { at: string; size: number } | null;
};
