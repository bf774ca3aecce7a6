import type { EmailKind } from "../../shared/emails.ts";
import { INVITATION_DAYS } from "../../shared/invitations.ts";
import { prepaidLabel } from "../../shared/payment-methods.ts";
import { quotableName } from "./user-text.ts";

export type RenderedEmail = { kind: EmailKind; subject: string; text: string; html: string };

const APP_NAME = "Conteúdo Inteligente";

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** One simple, inline-styled layout: mail clients ignore stylesheets. */
function layout(title: string, bodyHtml: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="margin-top:32px;font-size:12px;color:#71717a">${APP_NAME}</p>
</div></body></html>`;
}

function linkEmail(
  kind: EmailKind,
  {
    subject,
    greeting,
    lines,
    action,
    url,
    footer,
  }: {
    subject: string;
    greeting: string;
    lines: string[];
    action: string;
    url: string;
    footer: string;
  },
): RenderedEmail {
  const text = [greeting, "", ...lines, "", `${action}: ${url}`, "", footer, "", APP_NAME].join(
    "\n",
  );
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#52525b">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:13px;color:#52525b">${escapeHtml(footer)}</p>`,
  );
  return { kind, subject, text, html };
}

const hello = (name: string) => (name.trim() ? `Olá, ${name.trim()}!` : "Olá!");

/** Goes to an address nobody has proven yet: it carries no text the sign-up form took in. */
export function verificationEmail(url: string): RenderedEmail {
  return linkEmail("verification", {
    subject: `Confirme seu email – ${APP_NAME}`,
    greeting: hello(""),
    lines: [`Obrigado por criar sua conta no ${APP_NAME}.`, "Confirme seu email para começar."],
    action: "Confirmar email",
    url,
    footer:
      "O link vale por 24 horas e só pode ser usado uma vez. Se você não criou esta conta, ignore este email.",
  });
}

/** A Pix period ends in `days` days: the invitation to pay the next 12 months. */
export function pixRenewalEmail(input: {
  name: string;
  days: number;
  periodEnd: Date;
  url: string;
}): RenderedEmail {
  const when = input.days === 1 ? "amanhã" : `em ${input.days} dias`;
  return linkEmail("renewal", {
    subject: `Seu acesso Pro termina ${when} – ${APP_NAME}`,
    greeting: hello(input.name),
    lines: [
      `Seu ${prepaidLabel(input.periodEnd)}, termina ${when}.`,
      "O pagamento por Pix não se renova sozinho: para continuar usando as ferramentas Pro, pague mais 12 meses por Pix ou assine com cartão ou boleto.",
    ],
    action: "Renovar meu acesso",
    url: input.url,
    footer: "Se você já renovou, ignore este email.",
  });
}

export function passwordResetEmail(name: string, url: string): RenderedEmail {
  return linkEmail("password-reset", {
    subject: `Redefinição de senha – ${APP_NAME}`,
    greeting: hello(name),
    lines: ["Recebemos um pedido para redefinir a senha da sua conta."],
    action: "Criar nova senha",
    url,
    footer:
      "O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.",
  });
}

/** `accountEmail`: the signed-in sender's account, the reply-to; `email` is what they typed. */
export function contactEmail(input: {
  name: string;
  email: string;
  accountEmail: string;
  message: string;
}) {
  const subject = `Nova mensagem de contato de ${input.name}`;
  const text = [
    `Nome: ${input.name}`,
    `Conta: ${input.accountEmail}`,
    `Email informado no formulário: ${input.email}`,
    "",
    "Mensagem:",
    input.message,
    "",
    "Responda a este email para falar com o dono da conta.",
  ].join("\n");
  const html = layout(
    "Nova mensagem de contato",
    `<p><strong>Nome:</strong> ${escapeHtml(input.name)}<br><strong>Conta:</strong> ${escapeHtml(input.accountEmail)}<br><strong>Email informado no formulário:</strong> ${escapeHtml(input.email)}</p>
<p style="white-space:pre-wrap;border-left:3px solid #7c3aed;padding-left:12px">${escapeHtml(input.message)}</p>
<p style="font-size:13px;color:#52525b">Responda a este email para falar com o dono da conta.</p>`,
  );
  return { kind: "contact" as const, subject, text, html } satisfies RenderedEmail;
}

/**
 * One client decision an owner's e-mail reports: who, on which post, and their comment;
 * `answered` when the client's previous decision on it asked for changes and the post has
 * changed since (from version `requestedOn` to `version`).
 */
export type ClientReview = {
  clientName: string;
  decision: "approve" | "changes";
  post: string;
  comment: string;
  answered?: { requestedOn: number; version: number };
};

/** ", com o pedido de ajustes atendido (da versão 2 para a 3)", or nothing. */
const answeredNote = ({ answered }: ClientReview) =>
  answered
    ? `, depois do pedido de ajustes atendido (da versão ${answered.requestedOn} para a ${answered.version})`
    : "";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Ana revisou", "Ana e Bia revisaram", "Ana, Bia, Caio e outros revisaram": the names of the
 * decisions listed, three at most, so the subject stays short.
 */
function whoReviewed(reviews: ClientReview[]) {
  const names = [...new Set(reviews.map((r) => r.clientName))];
  const shown = names.slice(0, 3);
  if (names.length > shown.length) return `${shown.join(", ")} e outros revisaram`;
  if (shown.length === 1) return `${shown[0]} revisou`;
  return `${shown.slice(0, -1).join(", ")} e ${shown.at(-1)} revisaram`;
}

/**
 * The owner's digest of a client's session on an approval link (docs/decisions/022): the
 * counts of every decision, and the first `reviews` of them, then how many more there are.
 */
export function approvalDigestEmail(input: {
  ownerName: string;
  planTitle: string;
  url: string;
  reviews: ClientReview[];
  approved: number;
  changes: number;
}): RenderedEmail {
  const total = input.approved + input.changes;
  const more = total - input.reviews.length;
  return linkEmail("approval", {
    subject: `${whoReviewed(input.reviews)} o plano “${input.planTitle}”`,
    greeting: hello(input.ownerName),
    lines: [
      `No plano “${input.planTitle}”: ${plural(input.approved, "publicação aprovada", "publicações aprovadas")} e ${plural(input.changes, "pedido", "pedidos")} de ajustes.`,
      ...input.reviews.map((r) =>
        r.decision === "approve"
          ? `${r.clientName} aprovou ${r.post}${answeredNote(r)}.`
          : `${r.clientName} pediu ajustes em ${r.post}${answeredNote(r)}: “${r.comment}”`,
      ),
      ...(more > 0 ? [`E mais ${plural(more, "decisão", "decisões")}: veja todas no plano.`] : []),
    ],
    action: "Abrir plano",
    url: input.url,
    // Why it came, and how to stop it: the follow is the member's (decision 038).
    footer:
      "Você recebe este email porque segue o plano (desative “Seguir” na página do plano para parar), no máximo um a cada 15 minutos por link de aprovação.",
  });
}

/**
 * An invitation to a team workspace. It goes to an address its recipient never gave us: the
 * names in it are ours to shorten and leave out (user-text.ts), none is in the subject, and
 * the rest is our own words.
 */
export function invitationEmail(input: {
  workspaceName: string;
  inviterName: string;
  role: string;
  url: string;
}): RenderedEmail {
  const workspace = quotableName(input.workspaceName);
  const inviter = quotableName(input.inviterName);
  const where = workspace ? `do espaço de trabalho “${workspace}”` : "de um espaço de trabalho";
  return linkEmail("invitation", {
    subject: `Convite para uma equipe – ${APP_NAME}`,
    greeting: hello(""),
    lines: [
      `${inviter ?? "Uma pessoa"} convidou você para fazer parte ${where} no ${APP_NAME}, como ${input.role}.`,
      "Aceite o convite para trabalhar com a equipe: se ainda não tem conta, você cria uma com este email.",
    ],
    action: "Aceitar convite",
    url: input.url,
    footer: `O convite vale por ${INVITATION_DAYS} dias e só pode ser usado uma vez. Se você não esperava este convite, ignore este email.`,
  });
}

/** One notification as the batched e-mail lists it: what happened, and where to see it. */
export type NotificationLine = { title: string; body: string; url: string };

/**
 * What came in for a member since their last notifications e-mail (decision 061: at most one an
 * hour): the first `lines`, then how many more the bell holds.
 */
export function notificationsEmail(input: {
  name: string;
  lines: NotificationLine[];
  more: number;
  url: string;
  settingsUrl: string;
}): RenderedEmail {
  const total = input.lines.length + input.more;
  const subject =
    total === 1
      ? `${input.lines[0]?.title ?? "Nova notificação"} – ${APP_NAME}`
      : `${total} novas notificações – ${APP_NAME}`;
  return linkEmail("notifications", {
    subject,
    greeting: hello(input.name),
    lines: [
      ...input.lines.map((line) => `${line.title}: ${line.body} (${line.url})`),
      ...(input.more > 0
        ? [`E mais ${plural(input.more, "notificação", "notificações")}: veja todas no app.`]
        : []),
    ],
    action: "Abrir o app",
    url: input.url,
    footer: `Você recebe no máximo um email de notificações por hora. Escolha o que chega por email em ${input.settingsUrl}.`,
  });
}
