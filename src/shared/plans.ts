import { z } from "zod";
import { type PostArt, postArtSchema } from "./art-schemas.ts";
import { addDays, brazilianDate } from "./dates.ts";
import type { CommercialDate } from "./generation/calendar.ts";
import { type CaptionFields, captionFieldsSchema } from "./generation/caption-fields.ts";
import { type Channel, channels, type Option, values } from "./generation/options.ts";
import { basedOnSchema, restoreSchema } from "./generation/versions.ts";

/**
 * A post's status, in the order work moves through them. "Ajustes pedidos" is set when a
 * client asks for changes on an approval link; the owner may also set it by hand.
 */
export const POST_STATUSES = [
  { value: "ideia", label: "Ideia" },
  { value: "em_producao", label: "Em produção" },
  { value: "aprovado", label: "Aprovado" },
  { value: "publicado", label: "Publicado" },
  { value: "ajustes_pedidos", label: "Ajustes pedidos" },
] as const satisfies readonly Option[];
export type PostStatus = (typeof POST_STATUSES)[number]["value"];
export const POST_STATUS_VALUES = POST_STATUSES.map((s) => s.value) as [
  PostStatus,
  ...PostStatus[],
];
export const postStatusLabel = (status: PostStatus) =>
  POST_STATUSES.find((s) => s.value === status)?.label ?? status;

export const PLAN_NOT_FOUND = "Plano não encontrado.";
export const POST_NOT_FOUND = "Publicação não encontrada.";
/** A text made for a post is of the post's plan's brand (a plan of no brand takes any). */
export const POST_OF_ANOTHER_BRAND =
  "Esta publicação é de um plano de outra marca. Escolha a marca do plano para gerar o texto dela.";
/** A 13-week plan at 5 posts a week is 65 posts; room for the ones a marketer adds. */
export const MAX_POSTS_PER_PLAN = 200;
export const POST_LIMIT_MESSAGE = `Um plano aceita no máximo ${MAX_POSTS_PER_PLAN} publicações.`;
export const MAX_PLAN_TITLE_LENGTH = 120;
/**
 * "Meus planos" lists at most this many, most recently worked on first: one strategy a week
 * for two years; older plans stay reachable from their strategies in the history.
 */
export const MAX_PLANS_LISTED = 100;
/** "Próximas publicações" covers this many days, today included. */
export const UPCOMING_DAYS = 7;
export const NOT_A_STRATEGY = "Só uma estratégia pode ser aberta como plano.";
export const STRATEGY_WITHOUT_CALENDAR =
  "Esta estratégia foi criada antes do calendário de publicações e não pode ser aberta como plano. Gere uma nova estratégia para ter o seu plano.";
export const MAX_NOTES_LENGTH = 5_000;

/**
 * A post may be moved (or added) this far before a plan's start or after its end: a post of
 * next year's season, not a mistyped year that would stretch the plan over decades.
 */
export const MAX_DAYS_OUTSIDE_WINDOW = 366;

type PlanWindow = { startDate: string; endDate: string };

/** The first and last days a post of a plan with this stored window may take. */
export const reachOf = ({ startDate, endDate }: PlanWindow): PlanWindow => ({
  startDate: addDays(startDate, -MAX_DAYS_OUTSIDE_WINDOW),
  endDate: addDays(endDate, MAX_DAYS_OUTSIDE_WINDOW),
});

export const postDateTooFar = (window: PlanWindow) => {
  const reach = reachOf(window);
  return `A data deve ficar entre ${brazilianDate(reach.startDate)} e ${brazilianDate(reach.endDate)}, até um ano antes ou depois do plano.`;
};

/**
 * The window a plan shows: the one its strategy chose, widened to hold any post moved or
 * added outside it (so its months, commercial dates and dates line cover every post). Worked
 * out where it is read, so no write can leave it out of step with the posts.
 */
export function windowCovering(window: PlanWindow, postDates: Iterable<string>): PlanWindow {
  let { startDate, endDate } = window;
  for (const date of postDates) {
    if (date < startDate) startDate = date;
    if (date > endDate) endDate = date;
  }
  return { startDate, endDate };
}

const INVALID_DATE = "Informe uma data válida.";
const isoDate = z.iso.date(INVALID_DATE);

const line = (label: string, max: number) =>
  z.string().trim().max(max, `${label} aceita no máximo ${max} caracteres.`);

/** Every field of a post a user edits, each with its rule. */
const postFieldsSchema = z.object({
  date: isoDate,
  channel: z.enum(values(channels), "Escolha um canal da lista."),
  format: line("O formato", 60).min(1, "Informe o formato."),
  theme: line("O tema", 300).min(1, "Informe o tema."),
  hook: line("O gancho", 500),
  callToAction: line("A chamada para ação", 300),
  commercialDate: line("A data comercial", 120).nullable(),
  status: z.enum(POST_STATUS_VALUES, "Status inválido."),
  notes: z
    .string()
    .max(MAX_NOTES_LENGTH, `As notas aceitam no máximo ${MAX_NOTES_LENGTH} caracteres.`),
  /** Its publishable text (the caption tool's, then edited by hand); null before it has one. */
  caption: captionFieldsSchema.nullable(),
  /** Its slides ("Criar arte", then edited in the panel); null before it has any. */
  art: postArtSchema.nullable(),
});

/**
 * A post's text, the fields it keeps versions of (decision 042): every change of one of them
 * adds a version holding all of them; its date, channel, format and status are not text.
 */
export const POST_TEXT_FIELDS = [
  "theme",
  "hook",
  "callToAction",
  "notes",
  "caption",
  "art",
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];
type PostFields = z.infer<typeof postFieldsSchema>;
/** A version's text; one kept before posts had art has no `art` (it had none). */
export type PostText = { [K in Exclude<PostTextField, "art">]: PostFields[K] } & {
  art?: PostFields["art"];
};

/** Restoring a post's version: based on the newest one shown, all its text or only some fields. */
export const postRestoreSchema = restoreSchema.extend({
  fields: z
    .array(
      z.enum(POST_TEXT_FIELDS, "Escolha o que restaurar da versão."),
      "Escolha o que restaurar da versão.",
    )
    .min(1, "Escolha ao menos uma parte do texto para restaurar.")
    .max(POST_TEXT_FIELDS.length, "Escolha o que restaurar da versão.")
    .transform((fields) => [...new Set(fields)])
    .optional(),
});

/** Adding a post: a date, channel, format and theme are enough. */
export const postCreateSchema = postFieldsSchema.extend({
  hook: postFieldsSchema.shape.hook.default(""),
  callToAction: postFieldsSchema.shape.callToAction.default(""),
  commercialDate: postFieldsSchema.shape.commercialDate.default(null),
  status: postFieldsSchema.shape.status.default("ideia"),
  notes: postFieldsSchema.shape.notes.default(""),
  caption: postFieldsSchema.shape.caption.default(null),
  art: postFieldsSchema.shape.art.default(null),
});
export type PostCreate = z.infer<typeof postCreateSchema>;

/** Editing (and moving, which is editing the date) sends only what changed. */
export const postUpdateSchema = postFieldsSchema.partial();
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/**
 * An edit as the post panel sends it: what changed and, for its text, the version it shows
 * (`basedOn`), so a save on a post that moved on since is refused instead of overwriting it.
 */
export const postEditSchema = postUpdateSchema.extend({
  basedOn: basedOnSchema.optional(),
});
export type PostEdit = z.infer<typeof postEditSchema>;

export const planUpdateSchema = z.object({
  title: line("O nome do plano", MAX_PLAN_TITLE_LENGTH).min(1, "Informe o nome do plano."),
});
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

/** "Abrir como plano": a strategy of the history, opened from its saved calendar. */
export const planFromHistorySchema = z.object({ historyId: z.uuid(PLAN_NOT_FOUND) });

export const planIdParamSchema = z.object({ id: z.string() });
export const postIdParamSchema = z.object({ id: z.string(), postId: z.string() });
/** One version of a post (its number, read as the path gives it: a wrong one is a 404). */
export const postVersionParamSchema = postIdParamSchema.extend({ number: z.string().max(12) });
/** One slide of a post's art, by its place (1 is the cover; a wrong one is a 404). */
export const postSlideParamSchema = postIdParamSchema.extend({ number: z.string().max(3) });

export type PlanPost = {
  id: string;
  planId: string;
  date: string;
  channel: Channel;
  format: string;
  theme: string;
  hook: string;
  callToAction: string;
  commercialDate: string | null;
  status: PostStatus;
  notes: string;
  /** The script written for this post ("Criar roteiro"), a history item of the account. */
  scriptHistoryId: string | null;
  /** Caption, hashtags, alt text and first comment ("Criar legenda"), or null. */
  caption: CaptionFields | null;
  /** Its slides and their size ("Criar arte"), or null. */
  art: PostArt | null;
  /** Who made it (null once their account is deleted); the plan page's `authors` names them. */
  authorId: string | null;
  /** The number of its text's latest version (decision 042): what a hand save is based on. */
  version: number;
  /** The member responsible for producing it (decision 053), or null. */
  assigneeId: string | null;
  /** Its production's due date (yyyy-MM-dd), apart from its publishing date, or null. */
  dueOn: string | null;
  /**
   * When it was published (ISO), set by the server as the status becomes "Publicado" and
   * cleared as it leaves it (decision 062); null for a post published before it was recorded.
   */
  publishedAt: string | null;
  /** Who marked it published (the plan page's `authors` names them), or null. */
  publishedBy: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Progress of a plan: how many of its posts are in each status. */
export type PlanProgress = { total: number } & Record<PostStatus, number>;

export type PlanSummary = {
  id: string;
  title: string;
  brandId: string | null;
  brandName: string | null;
  brandColor: string | null;
  startDate: string;
  endDate: string;
  channels: Channel[];
  /** The strategy of the history it was made from, if it still exists. */
  strategyHistoryId: string | null;
  /** Who made the plan: their name (kept after they leave), null once their account is gone. */
  author: string | null;
  progress: PlanProgress;
  /** The first post from today on that is not published yet. */
  nextPost: Pick<PlanPost, "id" | "date" | "channel" | "format" | "theme"> | null;
  createdAt: string;
  updatedAt: string;
};

export type PlanDetail = Omit<PlanSummary, "nextPost"> & {
  posts: PlanPost[];
  /** The names of the posts' authors and publishers, by id (read with the posts, in the same query). */
  authors: Record<string, string>;
  /** The Brazilian retail dates inside the plan's window, to mark on their days. */
  commercialDates: CommercialDate[];
};

/** "Próximas publicações": a post of the next days, with its plan's name. */
export type UpcomingPost = PlanPost & {
  planTitle: string;
  brandName: string | null;
  brandColor: string | null;
  /** Who published it (decision 062), by name; null when not published or the account is gone. */
  publisherName?: string | null;
};

/** "Posts de hoje" also lists the posts of this many past days still not published. */
export const TODAY_OVERDUE_DAYS = 7;

/** "Posts de hoje" (decision 062): today's date (Brazil's) and its posts, the late ones first. */
export type TodaysPosts = { today: string; items: UpcomingPost[] };

/**
 * The statuses a due post may be published from with "Publicar agora" (decision 062): every one
 * before "Publicado" but "Ajustes pedidos", where the client asked for changes first.
 */
const PUBLISHABLE_STATUSES: readonly PostStatus[] = ["ideia", "em_producao", "aprovado"];

/** "Publicar agora" is offered: the post is dated today or before (Brazil's) and not published. */
export const mayPublishNow = (post: Pick<PlanPost, "date" | "status">, today: string) =>
  post.date <= today && PUBLISHABLE_STATUSES.includes(post.status);

/** Where a post opens: its plan's page with the post's panel open. */
export const postPath = (planId: string, postId: string) =>
  `/planos/${planId}?post=${encodeURIComponent(postId)}`;
