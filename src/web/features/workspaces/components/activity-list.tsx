import { type ActivityLine, activitySentence } from "@shared/activity";
import { formatDateTime, formatTimeAgo } from "@/lib/format";

/**
 * The log's lines, newest first, each one sentence a phone can read: "Ana gerou uma estratégia
 * para Padaria Pão Quente · há 5 min", with what it touched below when it has a title.
 */
export function ActivityList({ lines, now }: { lines: ActivityLine[]; now?: Date }) {
  return (
    <ul className="divide-y rounded-lg border bg-card" aria-label="Atividade">
      {lines.map((line) => (
        <li key={line.id} className="px-4 py-3 text-sm">
          <p className="break-words">
            <strong className="font-semibold">{line.actor}</strong> {activitySentence(line)}
            <span className="text-muted-foreground">
              {" · "}
              <time dateTime={line.createdAt} title={formatDateTime(line.createdAt)}>
                {formatTimeAgo(line.createdAt, now)}
              </time>
            </span>
          </p>
          {line.subject && mentionsTitle(line) && (
            <p className="mt-1 truncate text-xs text-muted-foreground">{line.subject}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A generated or AI-edited item's title is not in its sentence: it goes below. */
const mentionsTitle = (line: ActivityLine) =>
  line.kind === "generated" || (line.kind === "edited" && line.postId === null);
