import { brazilianDate, weekdayOf } from "../../shared/dates.ts";
import { slideFileName, slugOf } from "../../shared/file-names.ts";
import { textForNetwork } from "../../shared/generation/captions.ts";
import { channelLabel } from "../../shared/generation/options.ts";
import { postStatusLabel } from "../../shared/plans.ts";
import type { planPosts } from "../db/schema/index.ts";
import { type IcsEvent, writeCsv, writeIcs } from "../lib/calendar-writer.ts";

/*
 * The live plan as files: its downloads and its subscribed feed are the same .ics, written
 * from the posts as they are now, so every edit shows in the next download or poll.
 */

export type ExportedPost = Pick<
  typeof planPosts.$inferSelect,
  | "id"
  | "date"
  | "channel"
  | "format"
  | "theme"
  | "hook"
  | "callToAction"
  | "commercialDate"
  | "status"
  | "notes"
  | "caption"
  | "art"
  | "sequence"
  | "updatedAt"
>;

/** "Instagram · Reels: Bastidores da fornada" */
const postSummary = (post: ExportedPost) =>
  `${channelLabel(post.channel)} · ${post.format}: ${post.theme}`;

function postDescription(post: ExportedPost) {
  return [
    ...(post.hook ? [`Gancho: ${post.hook}`] : []),
    ...(post.callToAction ? [`Chamada para ação: ${post.callToAction}`] : []),
    `Status: ${postStatusLabel(post.status)}`,
    ...(post.commercialDate ? [`Data comemorativa: ${post.commercialDate}`] : []),
    ...(post.notes ? [`Notas: ${post.notes}`] : []),
    ...(post.caption ? [`Legenda:\n${textForNetwork(post.caption)}`] : []),
  ].join("\n");
}

/**
 * A post keeps its UID for life (its id), so a moved or edited post replaces its earlier
 * version in the calendar app instead of adding a second event; SEQUENCE and LAST-MODIFIED
 * say which version is newer.
 */
const postEvent = (post: ExportedPost): IcsEvent => ({
  uid: `${post.id}@conteudo-inteligente`,
  date: post.date,
  stamp: post.updatedAt,
  revision: { sequence: post.sequence, lastModified: post.updatedAt },
  summary: postSummary(post),
  description: postDescription(post),
  category: post.commercialDate,
});

/** How often a subscribed calendar app is asked to poll (most choose their own pace). */
const FEED_REFRESH = "PT1H";

export function planToIcs(
  plan: { title: string },
  posts: readonly ExportedPost[],
  { feed = false } = {},
): string {
  return writeIcs({
    name: plan.title,
    events: posts.map(postEvent),
    refreshInterval: feed ? FEED_REFRESH : undefined,
  });
}

const CSV_HEADER = [
  "Data",
  "Dia",
  "Canal",
  "Formato",
  "Tema",
  "Gancho",
  "Chamada para ação",
  "Data comemorativa",
  "Status",
  "Notas",
  "Legenda",
  "Arquivos da arte",
];

export function planToCsv(posts: readonly ExportedPost[]): string {
  return writeCsv(
    CSV_HEADER,
    posts.map((post) => [
      brazilianDate(post.date),
      weekdayOf(post.date),
      channelLabel(post.channel),
      post.format,
      post.theme,
      post.hook,
      post.callToAction,
      post.commercialDate ?? "",
      postStatusLabel(post.status),
      post.notes,
      post.caption ? textForNetwork(post.caption) : "",
      // The names "Baixar" gives its slides, so the sheet and the downloaded files match.
      (post.art?.slides ?? []).map((_, i) => slideFileName(post, i + 1)).join("\n"),
    ]),
  );
}

/** "Plano de Conteúdo: Café!" → "plano-de-conteudo-cafe", for a download's file name. */
export const fileNameOf = (title: string) => slugOf(title, "plano");
