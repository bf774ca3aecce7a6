import type { PostStatus } from "./plans.ts";

// The approval rules the client's page shares with the server, without zod: that page is its
// own small bundle (docs/decisions/022-client-approval-links.md).

/** A change the client asks for on the post's caption ("Pedir ajustes" pointing to it). */
export const ABOUT_CAPTION = "Sobre a legenda: ";
/** A change the client asks for on one slide of the post's art ("Slide 2"). */
export const aboutSlide = (place: number) => `Sobre o slide ${place}: `;

/** The path of the client's page; the token follows it. */
export const APPROVAL_PATH = "/aprovacao";

/** What a revoked, expired or unknown link shows (page heading and API message alike). */
export const LINK_UNAVAILABLE = "Este link não está mais disponível";

export const MAX_COMMENT_LENGTH = 2_000;
export const MAX_CLIENT_NAME_LENGTH = 80;

/** Where a post stands for the client: approved, changes asked, or still waiting for them. */
export type ApprovalState = "approved" | "changes" | "waiting";
export function approvalStateOf(status: PostStatus): ApprovalState {
  if (status === "aprovado" || status === "publicado") return "approved";
  if (status === "ajustes_pedidos") return "changes";
  return "waiting";
}

/** "Aprovar todos os restantes" approves exactly the posts still waiting. */
export const isWaiting = (status: PostStatus) => approvalStateOf(status) === "waiting";

/** How many posts stand in each state: the client's page counts the whole plan, loaded or not. */
export type ApprovalCounts = Record<ApprovalState, number>;

/** The counts of posts by state, from how many posts have each status. */
export function approvalCounts(byStatus: Iterable<{ status: PostStatus; count: number }>) {
  const counts: ApprovalCounts = { approved: 0, changes: 0, waiting: 0 };
  for (const { status, count } of byStatus) counts[approvalStateOf(status)] += count;
  return counts;
}

/** The summary at the top of the client's page: "12 aprovados, 2 com ajustes, 25 aguardando". */
export function approvalSummary({ approved, changes, waiting }: ApprovalCounts) {
  return `${approved} ${approved === 1 ? "aprovado" : "aprovados"}, ${changes} com ajustes, ${waiting} aguardando`;
}

/** The message "Enviar pelo WhatsApp" opens with. */
export const whatsappShareUrl = (url: string) =>
  `https://wa.me/?text=${encodeURIComponent(
    `Olá! Segue o planejamento de conteúdo para sua aprovação. Você pode aprovar cada publicação ou pedir ajustes por este link: ${url}`,
  )}`;
