import type { PlanDetail, PlanPost } from "@shared/plans";
import {
  ATTEMPT_LABELS,
  DEFAULT_POSTING_TIME,
  NETWORK_LABELS,
  networkOfChannel,
  PUBLICATION_LABELS,
  type Publication,
} from "@shared/publishing";
import { roleMay } from "@shared/workspaces";
import { CalendarClock, ExternalLink } from "lucide-react";
import { createContext, useContext, useId, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useMe } from "@/lib/auth";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import {
  usePlanPublishing,
  useSchedulePost,
  useUnschedulePost,
  useUpdatePublishingSettings,
} from "../api/publishing";

/*
 * Publishing in the plan (decision 063): each post's state (Agendado, Publicando, Publicado with
 * its link, Falhou with the reason, Reconectar), "Agendar publicação" in the post's panel, and
 * the plan's "Publicar quando o cliente aprovar". A test account's publication says it is a
 * simulation.
 */

const BADGE: Record<Publication["status"], "secondary" | "success" | "destructive" | "warning"> = {
  scheduled: "secondary",
  publishing: "secondary",
  waiting_limit: "warning",
  published: "success",
  failed: "destructive",
  reconnect: "destructive",
};

const labelOf = (publication: Publication) =>
  publication.status === "published" && publication.test
    ? "Publicado (simulação)"
    : PUBLICATION_LABELS[publication.status];

/** Each post's publications on the plan's page, for its cards; none elsewhere. */
export const PlanPublications = createContext<ReadonlyMap<string, Publication[]>>(new Map());

/** No publications: the same map before and after the plan's come, so no card renders again. */
const NO_PUBLICATIONS: ReadonlyMap<string, Publication[]> = new Map();

/** The plan's publications by post, read once for every card. */
export function usePublicationsByPost(planId: string) {
  const publishing = usePlanPublishing(planId);
  return useMemo(() => {
    if (!publishing.data?.publications.length) return NO_PUBLICATIONS;
    const byPost = new Map<string, Publication[]>();
    for (const publication of publishing.data?.publications ?? []) {
      byPost.set(publication.postId, [...(byPost.get(publication.postId) ?? []), publication]);
    }
    return byPost;
  }, [publishing.data]);
}

/** A post's publications, as a badge each (the plan's cards). */
export function PublicationBadges({ postId }: { postId: string }) {
  const publications = useContext(PlanPublications).get(postId) ?? [];
  return publications.map((publication) => (
    <Badge
      key={publication.id}
      variant={BADGE[publication.status]}
      className="mt-0.5 px-2 font-medium"
    >
      {labelOf(publication)}
    </Badge>
  ));
}

/** Each attempt: when, how it ended, and Meta's reason in Portuguese. */
function AttemptHistory({ attempts }: { attempts: Publication["attempts"] }) {
  if (attempts.length === 0) return null;
  const last = attempts.length - 1;
  return (
    <details className="text-muted-foreground">
      <summary className="min-h-11 cursor-pointer content-center sm:min-h-0">
        Histórico ({attempts.length === 1 ? "1 tentativa" : `${attempts.length} tentativas`})
      </summary>
      <ol className="mt-1 space-y-1" aria-label="Tentativas de publicação">
        {attempts.map((attempt, index) => (
          <li key={attempt.startedAt} className="border-l-2 pl-2">
            <span className="text-foreground">{formatDateTime(attempt.startedAt)}</span>
            {" · "}
            {attempt.result
              ? ATTEMPT_LABELS[attempt.result]
              : index === last
                ? "Em andamento"
                : "Interrompida: a seguinte retomou de onde parou"}
            {attempt.reason && <span className="block">{attempt.reason}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function PublicationLine({ publication }: { publication: Publication }) {
  return (
    <li className="space-y-1 rounded-md border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{NETWORK_LABELS[publication.network]}</span>
        <Badge variant={BADGE[publication.status]}>{labelOf(publication)}</Badge>
      </p>
      <p className="text-muted-foreground">
        {publication.status === "published" && publication.publishedAt
          ? `Publicado em ${formatDateTime(publication.publishedAt)}`
          : `Agendado para ${formatDateTime(publication.scheduledFor)}`}
        {publication.scheduledByName && ` · por ${publication.scheduledByName}`}
        {` · ${publication.accountName}`}
      </p>
      {publication.reason && publication.status !== "published" && (
        <p role="status" className="text-foreground">
          {publication.reason}
        </p>
      )}
      {publication.permalink && (
        <a
          href={publication.permalink}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary hover:underline"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {publication.test ? "Ver simulação" : "Ver publicação"}
        </a>
      )}
      <AttemptHistory attempts={publication.attempts} />
    </li>
  );
}

/** The post panel's "Publicação": its state and history, and scheduling it. */
export function PostPublishing({ plan, post }: { plan: PlanDetail; post: PlanPost }) {
  const ids = useId();
  const { user } = useMe();
  const publishing = usePlanPublishing(plan.id);
  const schedule = useSchedulePost(plan.id);
  const unschedule = useUnschedulePost(plan.id);
  const network = networkOfChannel(post.channel);
  const defaultTime = (network && publishing.data?.postingTimes[network]) ?? DEFAULT_POSTING_TIME;
  const [time, setTime] = useState<string | null>(null);
  if (!network) return null;
  const mine = publishing.data?.publications.filter((p) => p.postId === post.id) ?? [];
  const writes = user ? roleMay(user.workspace.role, "write") : false;
  const started = mine.some((p) => ["publishing", "published"].includes(p.status));
  const pending = mine.some((p) => ["scheduled", "waiting_limit"].includes(p.status));
  const onSchedule = () =>
    schedule.mutate(
      { postId: post.id, time: time ?? defaultTime },
      {
        onSuccess: () => toast.success("Publicação agendada"),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3 border-b pb-4">
      <h3 id={`${ids}-title`} className="text-sm font-semibold">
        Publicação
      </h3>
      {publishing.isLoading && <p className="text-sm text-muted-foreground">Carregando…</p>}
      {publishing.error && <p className="text-sm text-destructive">{publishing.error.message}</p>}
      {mine.length > 0 && (
        <ul className="space-y-2" aria-label="Publicações do post">
          {mine.map((publication) => (
            <PublicationLine key={publication.id} publication={publication} />
          ))}
        </ul>
      )}
      {publishing.data && mine.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {post.status === "aprovado"
            ? "Aprovado: pronto para agendar."
            : "Só um post aprovado pode ser agendado."}
        </p>
      )}
      {writes && !started && (
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="Horário (Brasília)">
            <Input
              type="time"
              className="w-32"
              value={time ?? defaultTime}
              onChange={(event) => setTime(event.target.value)}
            />
          </FormField>
          <Button
            type="button"
            className="min-h-11 sm:min-h-10"
            disabled={schedule.isPending || post.status !== "aprovado"}
            onClick={onSchedule}
          >
            <CalendarClock aria-hidden="true" />
            Agendar publicação
          </Button>
          {pending && (
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 sm:min-h-10"
              disabled={unschedule.isPending}
              onClick={() => unschedule.mutate(post.id)}
            >
              Cancelar agendamento
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** "Publicar quando o cliente aprovar": every post the client approves goes out at its date. */
export function PublishOnApproval({ planId }: { planId: string }) {
  const id = useId();
  const { user } = useMe();
  const publishing = usePlanPublishing(planId);
  const update = useUpdatePublishingSettings(planId);
  if (!user || !roleMay(user.workspace.role, "write")) return null;
  // Shown (disabled) before the plan's settings come: appearing then, it pushed the header's
  // other buttons and the page below them (a layout shift of 0.17 on a phone).
  return (
    <div className="flex min-h-11 items-center gap-2 text-sm">
      <Checkbox
        id={id}
        checked={publishing.data?.publishOnApproval ?? false}
        disabled={!publishing.data || update.isPending}
        onChange={(event) =>
          update.mutate(
            { publishOnApproval: event.target.checked },
            { onError: (error) => toast.error(error.message) },
          )
        }
      />
      <label htmlFor={id}>Publicar quando o cliente aprovar</label>
    </div>
  );
}
