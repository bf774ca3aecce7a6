import { brazilianDate } from "@shared/dates";
import { channelLabel } from "@shared/generation/options";
import type { PlanDetail } from "@shared/plans";
import { Crown, Square, Wand2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { postsLacking, useWeekRun, type WeekRunState, type WeekTool } from "../api/week-run";
import { postTools } from "./post-tools";

/** What the run says, read aloud as it changes. */
function statusText(state: WeekRunState, words: WeekTool["words"]): string {
  switch (state.status) {
    case "idle":
      return "";
    case "running":
      return `Gerando ${state.current} de ${state.total}…`;
    case "done":
      return `${state.written} de ${state.total} ${words.written}.`;
    case "cancelled":
      return `Geração cancelada: ${state.written} de ${state.total} ${words.written}.`;
    case "error": {
      const which = state.post
        ? ` de ${brazilianDate(state.post.date)} (${channelLabel(state.post.channel)} · ${state.post.format})`
        : "";
      return `Não foi possível gerar ${words.one}${which}: ${state.message} ${state.written} de ${state.total} ${words.written}.`;
    }
  }
}

/** The tools' own gate: without Pro (or admin) the button leads to the subscription. */
function ProOnly({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
      <Link to="/profile?tab=subscription">
        <Crown aria-hidden="true" />
        {label} (Pro)
      </Link>
    </Button>
  );
}

type WeekProps = { plan: PlanDetail; weekStart: string };

/** One tool over the week's posts that lack its result, with its progress and "Cancelar". */
export function WeekRunButton({ plan, weekStart, tool }: WeekProps & { tool: WeekTool }) {
  const { user } = useMe();
  const { state, start, cancel } = useWeekRun(plan, weekStart, tool);
  const pending = postsLacking(plan, weekStart, tool).length;
  const running = state.status === "running";
  // A week with nothing left to write (or no post) has nothing to offer until a run reports.
  if (pending === 0 && state.status === "idle") return null;
  if (!user?.hasProAccess) return <ProOnly label={tool.words.start} />;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          className="min-h-11 sm:min-h-10"
          disabled={running || user.isLocked}
          onClick={() => void start()}
        >
          <Wand2 aria-hidden="true" />
          {running ? tool.words.running : tool.words.start}
        </Button>
        {running && (
          <Button type="button" variant="outline" className="min-h-11 sm:min-h-10" onClick={cancel}>
            <Square aria-hidden="true" />
            Cancelar
          </Button>
        )}
      </div>
      {user.isLocked && (
        <p className="text-sm text-muted-foreground">
          Sua conta está travada: não é possível gerar conteúdo.
        </p>
      )}
      <p
        role="status"
        aria-live="polite"
        className={state.status === "error" ? "text-sm text-destructive" : "text-sm"}
      >
        {statusText(state, tool.words)}
      </p>
    </div>
  );
}

/** Beside a week: each tool that starts from a post, for the posts still without its result. */
export function WeekRunButtons(props: WeekProps) {
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      {postTools.map(({ kind, week }) => (
        <WeekRunButton key={kind} tool={week} {...props} />
      ))}
    </div>
  );
}
