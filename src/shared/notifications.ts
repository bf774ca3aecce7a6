import { z } from "zod";

/*
 * Notifications (issue 45, decision 061): what a member is told of, in the app (the bell), by
 * e-mail (batched, at most one an hour) and by web push. One definition of the kinds, here:
 * the server writes them, the preferences screen lists them, the e-mail and the push say them.
 */

/**
 * Who a kind reaches: members who see its object (`content`), those of them who may schedule
 * its publishing (`scheduling`: who writes), the team, or billing's managers.
 */
type Audience = "content" | "scheduling" | "team" | "billing";

type KindDefinition = {
  /** How the preferences screen names it. */
  label: string;
  audience: Audience;
  /** Its channels before the member chooses (in the app it is always on). */
  email: boolean;
  push: boolean;
};

export const NOTIFICATION_KINDS = {
  client_approved: {
    label: "Cliente aprovou uma publicação",
    audience: "content",
    email: true,
    push: true,
  },
  client_changes: {
    label: "Cliente pediu ajustes",
    audience: "content",
    email: true,
    push: true,
  },
  assigned: { label: "Publicação atribuída a você", audience: "content", email: true, push: true },
  member_joined: {
    label: "Alguém entrou na equipe",
    audience: "team",
    email: false,
    push: false,
  },
  member_left: { label: "Alguém saiu da equipe", audience: "team", email: false, push: false },
  due_today: { label: "Minhas publicações de hoje", audience: "content", email: false, push: true },
  published: {
    label: "Post agendado foi publicado",
    audience: "content",
    email: false,
    push: true,
  },
  publish_failed: {
    label: "Post agendado não foi publicado",
    audience: "content",
    email: true,
    push: true,
  },
  account_reconnect: {
    label: "Conta do Instagram ou do Facebook a reconectar",
    audience: "scheduling",
    email: true,
    push: true,
  },
  ai_80: { label: "Limite de IA em 80%", audience: "team", email: true, push: false },
  ai_100: { label: "Limite de IA atingido", audience: "team", email: true, push: true },
  boleto_due: { label: "Boleto a pagar", audience: "billing", email: true, push: true },
  boleto_paid: { label: "Boleto pago", audience: "billing", email: true, push: false },
  boleto_expired: { label: "Boleto vencido", audience: "billing", email: true, push: true },
  pix_ending: { label: "Pix anual terminando", audience: "billing", email: false, push: true },
} as const satisfies Record<string, KindDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_VALUES = Object.keys(NOTIFICATION_KINDS) as [
  NotificationKind,
  ...NotificationKind[],
];

/** What a kind reaches: content of a brand, the whole team, or whoever may manage billing. */
export const audienceOf = (kind: NotificationKind): Audience => NOTIFICATION_KINDS[kind].audience;

/** The two channels a member turns on or off per kind; in the app is always on. */
export const CHANNELS = ["email", "push"] as const;
export type Channel = (typeof CHANNELS)[number];

export type KindChoice = { email: boolean; push: boolean };

/** A member's choices: each kind's channels, and whether quiet hours hold their pushes. */
export type NotificationPreferences = {
  kinds: Record<NotificationKind, KindChoice>;
  quietHours: boolean;
};

/** The instance's quiet hours, Brazil's time (PUSH_QUIET_HOURS; null: none). */
export type QuietWindow = { start: number; end: number } | null;

/** The preferences screen's answer: the member's choices and the instance's quiet hours. */
export type PreferencesAnswer = NotificationPreferences & { quietWindow: QuietWindow };

const choiceSchema = z.object({
  email: z.boolean("Informe se quer receber por email."),
  push: z.boolean("Informe se quer receber no celular."),
});

/** The kinds' choices as stored: any subset of kinds (the rest keep their defaults). */
export const storedKindsSchema = z.partialRecord(z.enum(NOTIFICATION_KIND_VALUES), choiceSchema);
export type StoredKinds = z.infer<typeof storedKindsSchema>;

/** "Salvar" on the preferences screen: the kinds it changes and, if given, the quiet hours. */
export const preferencesUpdateSchema = z
  .object({
    kinds: z
      .partialRecord(
        z.enum(NOTIFICATION_KIND_VALUES, "Tipo de notificação inválido."),
        choiceSchema,
      )
      .optional(),
    quietHours: z.boolean("Informe se quer o horário de silêncio.").optional(),
  })
  .strict();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** The member's preferences: their stored choices over the kinds' defaults. */
export function preferencesOf(
  stored: StoredKinds | null | undefined,
  quietHours: boolean | null | undefined,
): NotificationPreferences {
  const kinds = Object.fromEntries(
    NOTIFICATION_KIND_VALUES.map((kind) => {
      const { email, push } = NOTIFICATION_KINDS[kind];
      return [kind, stored?.[kind] ?? { email, push }];
    }),
  ) as Record<NotificationKind, KindChoice>;
  return { kinds, quietHours: quietHours ?? true };
}

/** One notification as the bell lists it; `url` is a path of the app (its object). */
export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
  createdAt: string;
  read: boolean;
};

export type NotificationList = { items: NotificationItem[]; unread: number };

/** The bell lists this many, the newest first. */
export const NOTIFICATIONS_LISTED = 30;

export const notificationIdParamSchema = z.object({
  id: z.uuid("Notificação não encontrada."),
});

export const NOTIFICATION_NOT_FOUND = "Notificação não encontrada.";

/**
 * What a push carries, the contract with the service worker (src/web/sw.ts): it shows `title`
 * and `body`, replaces an earlier push of the same `tag`, and opens `url` (a path of the app).
 */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const INVALID_SUBSCRIPTION = "Não foi possível ativar as notificações neste aparelho.";

/** A browser's push subscription (`PushSubscription.toJSON()`), as this device sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: INVALID_SUBSCRIPTION })
    .max(2000, INVALID_SUBSCRIPTION),
  expirationTime: z.number(INVALID_SUBSCRIPTION).nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string(INVALID_SUBSCRIPTION)
        .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, INVALID_SUBSCRIPTION),
      auth: z
        .string(INVALID_SUBSCRIPTION)
        .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, INVALID_SUBSCRIPTION),
    },
    INVALID_SUBSCRIPTION,
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z
    .string(INVALID_SUBSCRIPTION)
    .min(1, INVALID_SUBSCRIPTION)
    .max(2000, INVALID_SUBSCRIPTION),
});

/** The endpoint is not a public push service (an address of this network, or not HTTPS). */
export const PRIVATE_ENDPOINT =
  "Este serviço de notificações não é aceito: use o navegador do celular ou do computador.";

/** A member keeps at most this many devices; the oldest goes when a new one comes. */
export const MAX_PUSH_DEVICES = 10;

export type PushKey = { publicKey: string };
