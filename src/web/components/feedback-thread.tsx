import type { FeedbackEntry } from "@shared/approval";
import { formatDateTime } from "@/lib/format";

/**
 * A post's conversation: the client's decisions and comments (with name and time) and the
 * owner's answers. `ownerLabel` names the answers as the reader sees them.
 */
export function FeedbackThread({
  entries,
  ownerLabel,
}: {
  entries: FeedbackEntry[];
  ownerLabel: string;
}) {
  if (entries.length === 0) return null;
  return (
    <ol className="space-y-2 border-l-2 pl-3" aria-label="Conversa sobre esta publicação">
      {entries.map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className="font-medium">
            {entry.author === "owner"
              ? ownerLabel
              : `${entry.clientName} ${entry.decision === "changes" ? "pediu ajustes" : "aprovou"}`}{" "}
            <time className="font-normal text-muted-foreground" dateTime={entry.createdAt}>
              {formatDateTime(entry.createdAt)}
            </time>
          </p>
          {entry.body && <p className="whitespace-pre-wrap break-words">{entry.body}</p>}
        </li>
      ))}
    </ol>
  );
}
