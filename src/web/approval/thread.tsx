import type { FeedbackEntry } from "@shared/approval";

const when = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" });

function saying(entry: FeedbackEntry) {
  if (entry.author === "owner") return "Resposta da equipe";
  return `${entry.clientName} ${entry.decision === "changes" ? "pediu ajustes" : "aprovou"}`;
}

/** A post's conversation: the client's decisions and comments, and the answers they got. */
export function Thread({ entries }: { entries: FeedbackEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ol className="space-y-2 border-l-2 pl-3" aria-label="Conversa sobre esta publicação">
      {entries.map((entry) => (
        <li key={entry.id} className="text-sm">
          <p className="font-medium">
            {saying(entry)}{" "}
            <time className="font-normal text-muted-foreground" dateTime={entry.createdAt}>
              {when.format(new Date(entry.createdAt))}
            </time>
          </p>
          {entry.body && <p className="whitespace-pre-wrap break-words">{entry.body}</p>}
        </li>
      ))}
    </ol>
  );
}
