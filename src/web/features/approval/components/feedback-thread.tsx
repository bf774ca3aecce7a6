import type { FeedbackEntry } from "@shared/approval";
import { useEffect, useRef, useState } from "react";
import { formatDateTime } from "@/lib/format";

type Props = {
  entries: FeedbackEntry[];
  ownerLabel: string;
  /** Older messages exist than the first shown; `onShowOlder` brings the next page of them. */
  hasOlder?: boolean;
  onShowOlder?: () => Promise<unknown>;
};

/**
 * A post's conversation: the client's decisions and comments (with name and time) and the
 * owner's answers, each with the version of the post it was about when known (decision 044).
 * `ownerLabel` names the answers as the reader sees them. A long thread shows its latest
 * messages, and older ones a page at a time.
 */
export function FeedbackThread({ entries, ownerLabel, hasOlder = false, onShowOlder }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Once older messages show, reading goes on from the oldest, where they start.
  const focusOldest = useRef(false);
  const oldestId = entries[0]?.id;
  useEffect(() => {
    if (!focusOldest.current || !oldestId) return;
    focusOldest.current = false;
    list.current?.querySelector<HTMLElement>("li")?.focus();
  }, [oldestId]);
  if (entries.length === 0 && !hasOlder) return null;

  const showOlder = async () => {
    setBusy(true);
    setError("");
    try {
      focusOldest.current = true;
      await onShowOlder?.();
    } catch (e) {
      focusOldest.current = false;
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      {hasOlder && onShowOlder && (
        <button
          type="button"
          onClick={showOlder}
          disabled={busy}
          className="min-h-11 text-sm font-medium underline underline-offset-2 disabled:opacity-60"
        >
          {busy ? "Carregando mensagens…" : "Ver mensagens anteriores"}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <ol
        ref={list}
        className="space-y-2 border-l-2 pl-3"
        aria-label="Conversa sobre esta publicação"
      >
        {entries.map((entry) => (
          <li key={entry.id} tabIndex={-1} className="text-sm outline-offset-2">
            <p className="font-medium">
              {entry.author === "owner"
                ? ownerLabel
                : `${entry.clientName} ${entry.decision === "changes" ? "pediu ajustes" : "aprovou"}`}{" "}
              {entry.postVersion !== null && (
                <span className="font-normal text-muted-foreground">
                  sobre a versão {entry.postVersion} ·{" "}
                </span>
              )}
              <time className="font-normal text-muted-foreground" dateTime={entry.createdAt}>
                {formatDateTime(entry.createdAt)}
              </time>
            </p>
            {entry.body && <p className="whitespace-pre-wrap break-words">{entry.body}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
