import { z } from "zod";
import {
  type ApprovalCounts,
  MAX_CLIENT_NAME_LENGTH,
  MAX_COMMENT_LENGTH,
} from "./approval-rules.ts";
import type { Option } from "./generation/options.ts";
import type { PlanPost } from "./plans.ts";
import type { DiffPart } from "./word-diff.ts";

export const SHARE_NOT_FOUND = "Link de aprovação não encontrado.";
export const ALREADY_PUBLISHED = "Esta publicação já foi publicada e não pode mais mudar.";

/** A plan is shared with a client or two; past this, old links should be revoked first. */
export const MAX_ACTIVE_SHARES = 10;
export const SHARE_LIMIT_MESSAGE = `Um plano aceita no máximo ${MAX_ACTIVE_SHARES} links ativos. Revogue um link antigo para criar outro.`;

/**
 * What a client may write per day (a rolling 24 hours): a post takes a few rounds of changes,
 * a link a whole plan approved at once (up to 200 posts) and more than a message a post
 * besides. Past these a script is writing, and the owner's threads and e-mail would fill.
 */
export const MAX_FEEDBACK_PER_POST_PER_DAY = 20;
export const MAX_FEEDBACK_PER_LINK_PER_DAY = 500;
export const POST_FEEDBACK_LIMIT_MESSAGE =
  "Esta publicação já recebeu muitas respostas hoje. Tente novamente amanhã ou fale com quem enviou o planejamento.";
export const LINK_FEEDBACK_LIMIT_MESSAGE =
  "Este link já recebeu muitas respostas hoje. Tente novamente amanhã ou fale com quem enviou o planejamento.";

export const SHARE_EXPIRIES = [
  { value: "7", label: "7 dias" },
  { value: "30", label: "30 dias" },
  { value: "never", label: "Sem prazo" },
] as const satisfies readonly Option[];
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number]["value"];
const SHARE_EXPIRY_VALUES = SHARE_EXPIRIES.map((e) => e.value) as [ShareExpiry, ...ShareExpiry[]];

/** The days a link lives, or null when it never expires. */
export const expiryDays = (expiry: ShareExpiry) => (expiry === "never" ? null : Number(expiry));

export const shareCreateSchema = z.object({
  expiresIn: z.enum(SHARE_EXPIRY_VALUES, "Escolha a validade do link."),
});

const clientName = z
  .string("Informe seu nome.")
  .trim()
  .min(1, "Informe seu nome.")
  .max(MAX_CLIENT_NAME_LENGTH, `O nome aceita no máximo ${MAX_CLIENT_NAME_LENGTH} caracteres.`);

/** Plain text: it is shown as text everywhere (never as HTML), so no markup is stripped. */
const comment = (empty: string) =>
  z
    .string(empty)
    .trim()
    .min(1, empty)
    .max(MAX_COMMENT_LENGTH, `O comentário aceita no máximo ${MAX_COMMENT_LENGTH} caracteres.`);

export const approveSchema = z.object({ name: clientName });
export const changesSchema = z.object({
  name: clientName,
  comment: comment("Escreva o que precisa mudar."),
});
export const ownerReplySchema = z.object({ body: comment("Escreva sua resposta.") });

/** "Ver mensagens anteriores": the messages before this one (its id), the thread's latest without. */
export const threadPageQuerySchema = z.object({
  before: z.uuid("Mensagem de referência inválida.").optional(),
});

/**
 * The client's page comes a page of posts at a time (decision 044): "Carregar mais" asks for
 * the next from its offset.
 */
export const APPROVAL_PAGE_SIZE = 20;
const INVALID_OFFSET = "Página inválida.";
export const approvalPageQuerySchema = z.object({
  offset: z.coerce
    .number(INVALID_OFFSET)
    .int(INVALID_OFFSET)
    .min(0, INVALID_OFFSET)
    .max(100_000, INVALID_OFFSET)
    .default(0),
});

export const shareParamSchema = z.object({ id: z.string(), shareId: z.string() });
export const tokenParamSchema = z.object({ token: z.string() });
export const tokenPostParamSchema = z.object({ token: z.string(), postId: z.string() });
/** One slide of a post's art on the client's link, by its place (1 is the cover). */
export const tokenSlideParamSchema = tokenPostParamSchema.extend({ number: z.string().max(3) });

/** An active link as its owner sees it: the token itself is shown only once, at creation. */
export type ShareLink = {
  id: string;
  createdAt: string;
  expiresAt: string | null;
  lastVisitAt: string | null;
};
export type CreatedShareLink = ShareLink & { url: string };

export type FeedbackAuthor = "client" | "owner";
export type FeedbackDecision = "approve" | "changes";

/** One message of a post's thread: a client's decision (with its comment) or the owner's answer. */
export type FeedbackEntry = {
  id: string;
  author: FeedbackAuthor;
  clientName: string | null;
  body: string;
  decision: FeedbackDecision | null;
  /** The post's version when it was written (decision 044); null for messages from before. */
  postVersion: number | null;
  createdAt: string;
};

/** Part of a post's thread, oldest first: its latest messages, or those before a message. */
export type ThreadPage = { entries: FeedbackEntry[]; hasOlder: boolean };

/** The texts of a post its client sees, in the order the approval page shows them. */
export const CLIENT_TEXT_FIELDS = ["theme", "hook", "callToAction", "caption", "hashtags"] as const;
export type ClientTextField = (typeof CLIENT_TEXT_FIELDS)[number];

/**
 * "Alterado desde o seu pedido" (decision 044): the post moved on from the version the client's
 * latest request for changes was about. `fields` holds the word diff of each text the client sees
 * that changed (`exact` as wordDiff says), or is null when that version is no longer kept (the
 * 100-version bound).
 */
export type ChangesSinceRequest = {
  requestedOn: number;
  version: number;
  fields: { field: ClientTextField; parts: DiffPart[]; exact: boolean }[] | null;
};

/** A post as the client sees it: the plan's fields, the script, and nothing of the account. */
export type ApprovalPost = Pick<
  PlanPost,
  | "id"
  | "date"
  | "channel"
  | "format"
  | "theme"
  | "hook"
  | "callToAction"
  | "status"
  | "caption"
  | "art"
> & { script: string | null; thread: ThreadPage; changesSinceRequest: ChangesSinceRequest | null };

/**
 * A page of the client's page: the plan's brand, window (covering every post) and counts by
 * state (of every post, loaded or not), and this page's posts in the plan's order.
 */
export type ApprovalView = {
  brandName: string | null;
  brandColor: string | null;
  startDate: string;
  endDate: string;
  counts: ApprovalCounts;
  posts: ApprovalPost[];
  /** Where the next page starts; null on the last. */
  nextOffset: number | null;
};

/** New client feedback the owner has not opened yet: the "Meus planos" badge and each plan's. */
export type UnseenFeedback = { total: number; plans: { planId: string; count: number }[] };
