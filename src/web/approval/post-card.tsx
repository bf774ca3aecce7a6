import type { ApprovalPost, ThreadPage } from "@shared/approval";
import {
  ABOUT_CAPTION,
  aboutSlide,
  approvalStateOf,
  MAX_COMMENT_LENGTH,
} from "@shared/approval-rules";
import { type FormEvent, useId, useState } from "react";
import { FeedbackThread } from "@/features/approval/components/feedback-thread";
import { ChangesSinceRequestNote } from "./changes-since-request";
import { ApprovalSlides } from "./slides";
import { useThreadEntries } from "./thread-entries";
import { postLine } from "./weeks";

const STATE_LABEL = {
  // Dark text on a light tint, the colour in the border: every pair passes contrast.
  approved: { text: "Aprovado", className: "border-success bg-success/10" },
  changes: { text: "Ajustes pedidos", className: "border-warning bg-warning/10" },
  waiting: { text: "Aguardando", className: "border-border bg-muted" },
} as const;

const button = "h-11 rounded-md px-4 font-medium disabled:opacity-60";

type Props = {
  post: ApprovalPost;
  canDecide: boolean;
  onApprove: () => Promise<void>;
  onAskChanges: (comment: string) => Promise<void>;
  olderMessages: (before: string) => Promise<ThreadPage>;
  /** A slide of the post's art, by its place (1 is the cover). */
  slideUrl: (place: number) => string;
};

/**
 * One post: what it will say (and what changed since the client asked for changes), its script,
 * its status and thread, and the client's two buttons.
 */
export function PostCard({
  post,
  canDecide,
  onApprove,
  onAskChanges,
  olderMessages,
  slideUrl,
}: Props) {
  const id = useId();
  const thread = useThreadEntries(post.thread, olderMessages);
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState("");
  const [aboutCaption, setAboutCaption] = useState(false);
  // The slide a change is about (its place), or 0: the post as a whole.
  const [slide, setSlide] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const state = STATE_LABEL[approvalStateOf(post.status)];

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError("");
    try {
      await action();
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) return setError("Escreva o que precisa mudar.");
    const about = `${aboutCaption ? ABOUT_CAPTION : ""}${slide ? aboutSlide(slide) : ""}`;
    if (await run(() => onAskChanges(`${about}${comment.trim()}`))) {
      setAsking(false);
      setComment("");
      setAboutCaption(false);
      setSlide(0);
    }
  };

  return (
    <article aria-labelledby={`${id}-theme`} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{postLine(post)}</p>
        <span
          className={`rounded-full border px-2 py-0.5 text-sm font-medium text-foreground ${state.className}`}
        >
          {state.text}
        </span>
      </div>
      <h3 id={`${id}-theme`} className="text-lg font-semibold break-words">
        {post.theme}
      </h3>
      {post.changesSinceRequest && <ChangesSinceRequestNote changes={post.changesSinceRequest} />}
      <dl className="space-y-1 text-sm">
        {post.hook && (
          <div>
            <dt className="inline font-medium">Gancho: </dt>
            <dd className="inline break-words">{post.hook}</dd>
          </div>
        )}
        {post.callToAction && (
          <div>
            <dt className="inline font-medium">Chamada para ação: </dt>
            <dd className="inline break-words">{post.callToAction}</dd>
          </div>
        )}
      </dl>
      {post.caption && (
        <section aria-label="Legenda" className="space-y-1 rounded-md border p-3 text-sm">
          <h4 className="font-medium">Legenda</h4>
          <p className="whitespace-pre-wrap break-words">{post.caption.caption}</p>
          {post.caption.hashtags.length > 0 && (
            <p className="break-words text-primary">{post.caption.hashtags.join(" ")}</p>
          )}
        </section>
      )}
      {post.art && <ApprovalSlides art={post.art} urlOf={slideUrl} />}
      {post.script && (
        <details className="rounded-md bg-muted p-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">Ver roteiro</summary>
          <p className="whitespace-pre-wrap break-words">{post.script}</p>
        </details>
      )}
      <FeedbackThread
        entries={thread.entries}
        hasOlder={thread.hasOlder}
        onShowOlder={thread.showOlder}
        ownerLabel="Resposta da equipe"
      />
      {canDecide && !asking && (
        <div className="grid grid-cols-2 gap-2">
          <button
            type="button"
            disabled={busy || post.status === "aprovado" || post.status === "publicado"}
            onClick={() => run(onApprove)}
            className={`${button} bg-primary text-primary-foreground`}
          >
            Aprovar
          </button>
          <button
            type="button"
            disabled={busy || post.status === "publicado"}
            onClick={() => setAsking(true)}
            className={`${button} border border-input bg-background`}
          >
            Pedir ajustes
          </button>
        </div>
      )}
      {asking && (
        <form onSubmit={send} className="space-y-2" noValidate>
          <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
            O que precisa mudar?
          </label>
          {post.caption && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={aboutCaption}
                onChange={(e) => setAboutCaption(e.target.checked)}
              />
              O ajuste é na legenda
            </label>
          )}
          {post.art && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              O ajuste é no slide
              <select
                value={slide}
                onChange={(e) => setSlide(Number(e.target.value))}
                className="h-11 rounded-md border border-input bg-background px-2"
              >
                <option value={0}>Nenhum em especial</option>
                {post.art.slides.map((_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place.
                  <option key={index} value={index + 1}>
                    Slide {index + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          <textarea
            id={`${id}-comment`}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={MAX_COMMENT_LENGTH}
            rows={4}
            // biome-ignore lint/a11y/noAutofocus: the field the client just asked to open
            autoFocus
            className="w-full rounded-md border border-input bg-background p-3"
          />
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              onClick={() => setAsking(false)}
              className={`${button} border border-input bg-background`}
            >
              Cancelar
            </button>
            <button
              type="submit"
              disabled={busy}
              className={`${button} bg-primary text-primary-foreground`}
            >
              Enviar pedido
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </article>
  );
}
