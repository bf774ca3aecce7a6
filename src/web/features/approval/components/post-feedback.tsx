import { MAX_COMMENT_LENGTH } from "@shared/approval-rules";
import type { PlanPost, PlanSummary } from "@shared/plans";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useMarkThreadSeen, usePostThread, useReplyToClient } from "../api/feedback";
import { FeedbackThread } from "./feedback-thread";

/**
 * A post's conversation with the client, in the plan's post panel: their decisions and
 * comments (with name and time) and the owner's answers, which the client sees on their page.
 */
export function PostFeedback({
  plan,
  post,
}: {
  plan: Pick<PlanSummary, "id">;
  post: Pick<PlanPost, "id">;
}) {
  const id = useId();
  const thread = usePostThread(plan.id, post.id);
  const reply = useReplyToClient(plan.id, post.id);
  const { mutate: markSeen } = useMarkThreadSeen(plan.id, post.id);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const hasClientMessages = thread.data?.some((entry) => entry.author === "client") ?? false;

  useEffect(() => {
    if (hasClientMessages) markSeen();
  }, [hasClientMessages, markSeen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError("Escreva sua resposta.");
    setError("");
    reply.mutate(body.trim(), {
      onSuccess: () => {
        setBody("");
        toast.success("Resposta enviada ao cliente");
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        Conversa com o cliente
      </h3>
      {thread.isPending && <p className="text-sm text-muted-foreground">Carregando conversa…</p>}
      {thread.isError && (
        <p role="alert" className="text-sm text-destructive">
          {thread.error.message}
        </p>
      )}
      {thread.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nenhuma mensagem ainda. Compartilhe o plano para o cliente aprovar ou pedir ajustes.
        </p>
      )}
      {thread.data && (
        <div aria-live="polite">
          <FeedbackThread
            entries={thread.data}
            hasOlder={thread.hasNextPage}
            onShowOlder={() => thread.fetchNextPage({ throwOnError: true })}
            ownerLabel="Você respondeu"
          />
        </div>
      )}
      {hasClientMessages && (
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor={`${id}-reply`}>Responder ao cliente</Label>
          <Textarea
            id={`${id}-reply`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            maxLength={MAX_COMMENT_LENGTH}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" size="sm" disabled={reply.isPending}>
            Responder
          </Button>
        </form>
      )}
    </section>
  );
}
