import { z } from "zod";
import { brazilianDate } from "./dates.ts";
import { TOOL_KINDS, toolOf } from "./generation/tools.ts";
import { POST_STATUS_VALUES, postStatusLabel } from "./plans.ts";
import { ROLES, WORKSPACE_ROLES } from "./workspaces.ts";

/**
 * The workspace's activity log ("Atividade"): who did what, one line each. The server records
 * these kinds (src/server/activity/recorder.ts); the page says each one as a sentence (below).
 */
export const ACTIVITY_KINDS = [
  /** A tool's result saved; detail: the tool's kind. */
  "generated",
  /** An AI edit saved (detail: the tool's kind), or a post edited by hand (detail: null). */
  "edited",
  /** A post's date changed; detail: the new date (ISO). */
  "moved",
  /** A post's status changed; detail: the new status. */
  "status_changed",
  /** An approval link created for a plan. */
  "shared",
  /** An approval link revoked. */
  "unshared",
  /** The client approved a post, or (detail: how many) every post still waiting. */
  "client_approved",
  /** The client asked for changes on a post. */
  "client_changes",
  /** Someone invited; subject: their e-mail address. */
  "invited",
  /** The actor joined the workspace. */
  "joined",
  /** A member removed; subject: their name. */
  "removed",
  /** A member's role (detail: the new role) or brand access (detail: null) changed. */
  "role_changed",
  /** The actor left the workspace. */
  "left",
  /** Ownership moved; subject: the new owner's name. */
  "ownership_transferred",
  /** A post given to a member (decision 058); subject: the post's theme, detail: their name. */
  "assigned",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Kinds whose actor is the client of an approval link, who has no account. */
export const CLIENT_KINDS: readonly ActivityKind[] = ["client_approved", "client_changes"];

/** A subject (a title, a name) is kept this long: enough to recognise it in a line. */
export const MAX_ACTIVITY_SUBJECT = 120;

export const ACTIVITY_PAGE_SIZE = 30;

/** Who did it, as the log and the authors' labels say it once their account is gone. */
export const FORMER_MEMBER = "ex-membro";
export const CLIENT_ACTOR = "Cliente";

/** One line of the log as the API answers it. */
export type ActivityLine = {
  id: string;
  kind: ActivityKind;
  /** The actor's id; null for the client, or once their account is deleted. */
  actorId: string | null;
  /** The member's name (kept after removal), the client's as they gave it, or "ex-membro". */
  actor: string;
  brandId: string | null;
  brandName: string | null;
  planId: string | null;
  postId: string | null;
  historyId: string | null;
  subject: string;
  detail: string | null;
  createdAt: string;
};

export type ActivityPage = { items: ActivityLine[]; nextCursor: string | null };

const INVALID_CURSOR = "Página inválida.";

/** Where the next page starts: the last line's time and id (keyset paging, newest first). */
export const activityCursor = (line: { createdAt: string; id: string }) =>
  `${line.createdAt}_${line.id}`;

export const activityQuerySchema = z.object({
  member: z.string().trim().min(1).max(100, "Membro não encontrado.").optional(),
  brand: z.uuid("Marca não encontrada.").optional(),
  cursor: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_[0-9a-f-]{36}$/i, INVALID_CURSOR)
    .optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** The cursor's two halves, for the server's keyset condition. */
export function splitCursor(cursor: string) {
  const at = cursor.indexOf("_");
  return { createdAt: new Date(cursor.slice(0, at)), id: cursor.slice(at + 1) };
}

const quoted = (text: string) => `“${text}”`;

const madeBy = (detail: string | null) =>
  (TOOL_KINDS as readonly string[]).includes(detail ?? "")
    ? toolOf(detail as (typeof TOOL_KINDS)[number]).made
    : "um conteúdo";

const roleName = (detail: string | null) =>
  (WORKSPACE_ROLES as readonly string[]).includes(detail ?? "")
    ? ROLES[detail as keyof typeof ROLES].label
    : null;

const statusName = (detail: string | null) =>
  (POST_STATUS_VALUES as readonly string[]).includes(detail ?? "")
    ? postStatusLabel(detail as (typeof POST_STATUS_VALUES)[number])
    : "";

/**
 * What the actor did, as the log's line says it after their name: "gerou uma estratégia para
 * Padaria Pão Quente".
 */
export function activitySentence(line: Omit<ActivityLine, "id" | "actor" | "actorId">): string {
  const forBrand = line.brandName ? ` para ${line.brandName}` : "";
  const subject = line.subject;
  switch (line.kind) {
    case "generated":
      return `gerou ${madeBy(line.detail)}${forBrand}`;
    case "edited":
      return line.postId
        ? `editou o post ${quoted(subject)}`
        : `editou com IA ${madeBy(line.detail)}${forBrand}`;
    case "moved":
      return `moveu o post ${quoted(subject)} para ${brazilianDate(line.detail ?? "")}`;
    case "status_changed":
      return `mudou o status do post ${quoted(subject)} para ${statusName(line.detail)}`;
    case "shared":
      return `compartilhou o plano ${quoted(subject)} para aprovação`;
    case "unshared":
      return `revogou um link de aprovação do plano ${quoted(subject)}`;
    case "client_approved":
      return line.postId
        ? `aprovou o post ${quoted(subject)}`
        : `aprovou ${line.detail ?? "os"} posts do plano ${quoted(subject)}`;
    case "client_changes":
      return `pediu ajustes no post ${quoted(subject)}`;
    case "invited":
      return `convidou ${subject}`;
    case "joined":
      return "entrou no espaço de trabalho";
    case "removed":
      return `removeu ${subject}`;
    case "role_changed": {
      const role = roleName(line.detail);
      return role ? `mudou o papel de ${subject} para ${role}` : `mudou o acesso de ${subject}`;
    }
    case "left":
      return "saiu do espaço de trabalho";
    case "ownership_transferred":
      return `transferiu a propriedade para ${subject}`;
    case "assigned":
      return `atribuiu o post ${quoted(subject)} a ${line.detail ?? FORMER_MEMBER}`;
  }
}
