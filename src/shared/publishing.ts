import { z } from "zod";

/*
 * Publishing approved posts to Instagram professional accounts and Facebook Pages
 * (docs/decisions/063): the networks, a publication's states and their words, the requests.
 * Tokens never leave the server: nothing here carries one.
 */

export const NETWORKS = ["instagram", "facebook"] as const;
export type Network = (typeof NETWORKS)[number];

export const NETWORK_LABELS: Record<Network, string> = {
  instagram: "Instagram",
  facebook: "Página do Facebook",
};

/** The network a post's channel publishes to, if any. */
export const networkOfChannel = (channel: string): Network | null =>
  (NETWORKS as readonly string[]).includes(channel) ? (channel as Network) : null;

export const ACCOUNT_STATUSES = ["connected", "reconnect"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** A brand's connected account as the browser sees it: never its token. */
export type ConnectedAccount = {
  id: string;
  brandId: string;
  network: Network;
  name: string;
  /** The simulated "Conta de teste": nothing it publishes reaches a network. */
  test: boolean;
  status: AccountStatus;
  tokenExpiresAt: string | null;
  connectedAt: string;
};

export const TEST_ACCOUNT_NAME = "Conta de teste";
export const TEST_ACCOUNT_NOTICE =
  "Publicação simulada: nada é enviado ao Instagram nem ao Facebook enquanto o app da Meta não estiver configurado.";

export const PUBLICATION_STATUSES = [
  "scheduled",
  "publishing",
  "waiting_limit",
  "published",
  "failed",
  "reconnect",
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_LABELS: Record<PublicationStatus, string> = {
  scheduled: "Agendado",
  publishing: "Publicando",
  waiting_limit: "Aguardando o limite diário",
  published: "Publicado",
  failed: "Falhou",
  reconnect: "Reconectar",
};

/** How an attempt at a publication ended; none while it runs (or if its worker died). */
export const ATTEMPT_RESULTS = [
  "published",
  "failed",
  "reconnect",
  "retry",
  "waiting_limit",
] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

export const ATTEMPT_LABELS: Record<AttemptResult, string> = {
  published: "Publicado",
  failed: "Falhou",
  reconnect: "Conta desconectada",
  retry: "Meta indisponível: nova tentativa",
  waiting_limit: "Limite diário atingido",
};

/** One attempt, as the post panel's history lists it. */
export type PublicationAttempt = {
  startedAt: string;
  /** null: it runs now, or its worker stopped before it ended (the next one resumed). */
  result: AttemptResult | null;
  reason: string | null;
};

/** A post's publication on one network, as the plan and the post panel show it. */
export type Publication = {
  id: string;
  postId: string;
  network: Network;
  accountName: string;
  test: boolean;
  status: PublicationStatus;
  scheduledFor: string;
  permalink: string | null;
  /** Why it failed or waits, in Portuguese. */
  reason: string | null;
  publishedAt: string | null;
  scheduledByName: string | null;
  /** Its attempts, the oldest first. */
  attempts: PublicationAttempt[];
};

export type PlanPublishing = {
  publishOnApproval: boolean;
  postingTimes: Partial<Record<Network, string>>;
  publications: Publication[];
};

/** A plan's posting time when it sets none, in Brazil's time. */
export const DEFAULT_POSTING_TIME = "09:00";

const time = z
  .string("Informe o horário.")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Informe o horário como HH:MM (de 00:00 a 23:59).");

export const scheduleSchema = z.object({
  /** The time of day in Brazil's time; the plan's default posting time for the channel if unset. */
  time: time.optional(),
});
export type ScheduleRequest = z.infer<typeof scheduleSchema>;

export const publishingSettingsSchema = z.object({
  publishOnApproval: z.boolean("Informe se publica ao aprovar.").optional(),
  postingTimes: z
    .object({ instagram: time.optional(), facebook: time.optional() })
    .strict()
    .optional(),
});
export type PublishingSettings = z.infer<typeof publishingSettingsSchema>;

export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

export const mediaQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[\w-]{43}$/),
});

export const SCHEDULE_REFUSALS = {
  notApproved: "Só um post aprovado pode ser agendado: peça a aprovação do cliente primeiro.",
  noArt: "Crie a arte do post antes de agendar a publicação.",
  noCaption: "Crie a legenda do post antes de agendar a publicação.",
  noNetwork: "Este canal não publica automaticamente: só Instagram e Facebook.",
  noAccount: "Conecte a conta da marca (em Marcas) antes de agendar.",
  reconnect: "A conta da marca precisa ser reconectada antes de agendar.",
  past: "A data e o horário da publicação já passaram: mude a data do post.",
  published: "Este post já foi publicado.",
  noBrand: "O plano precisa de uma marca para publicar.",
  notPublicUrl:
    "A publicação precisa de um endereço público com HTTPS (APP_URL): a Meta não consegue buscar as imagens em outro endereço.",
} as const;

/**
 * How "Conectar" came back, as the brand's screen says it: Meta's login redirects to the
 * callback, which sends the browser to the brand with `?conexao=` one of these.
 */
export const CONNECT_OUTCOMES = {
  conectada: "Conta conectada.",
  escolher: "Escolha a Página do Facebook desta marca.",
  estado:
    "A conexão não foi concluída: o pedido expirou ou foi aberto por outra pessoa. Tente conectar de novo.",
  negada:
    "Você não autorizou o app na Meta. Para publicar, conecte de novo e aceite o acesso pedido.",
  permissoes:
    "Faltaram permissões para publicar. Conecte de novo e mantenha marcadas todas as permissões pedidas.",
  "sem-pagina":
    "Nenhuma Página do Facebook foi autorizada. Conecte de novo e selecione a Página da marca.",
  "sem-instagram":
    "A Página foi conectada, mas não tem uma conta profissional do Instagram vinculada: vincule-a nas configurações da Página e conecte de novo.",
  falhou: "A Meta não respondeu agora. Tente conectar de novo em instantes.",
} as const;
export type ConnectOutcome = keyof typeof CONNECT_OUTCOMES;
export const CONNECT_SUCCESSES: readonly ConnectOutcome[] = ["conectada", "escolher"];

/** A Page the login gave, to choose the brand's among: never its token. */
export type PageChoice = { id: string; name: string; instagram: string | null };

export const choosePageSchema = z.object({
  pageId: z.string("Escolha uma Página.").min(1, "Escolha uma Página.").max(100),
});

/** A publication that failed or waits for a reconnection, as the platform's admin sees it. */
export type AdminPublishingFailure = {
  id: string;
  workspaceName: string;
  brandName: string | null;
  network: Network;
  status: PublicationStatus;
  reason: string | null;
  attempts: number;
  scheduledFor: string;
  updatedAt: string;
};
