import { brazilianDate } from "@shared/dates";
import type { PlanDetail } from "@shared/plans";
import { Crown, Square, Wand2 } from "lucide-react";
import { Link } from "react-router";
import { channelLabel } from "@/components/calendar/calendar-format";
import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/auth";
import { postsWithoutScript, useWeekScripts, type WeekScriptsState } from "../api/week-scripts";

/** What the run says, read aloud as it changes. */
function statusText(state: WeekScriptsState): string {
  switch (state.status) {
    case "idle":
      return "";
    case "running":
      return `Gerando ${state.current} de ${state.total}…`;
    case "done":
      return `${state.written} de ${state.total} roteiros gerados.`;
    case "cancelled":
      return `Geração cancelada: ${state.written} de ${state.total} roteiros gerados.`;
    case "error": {
      const which = state.post
        ? ` de ${brazilianDate(state.post.date)} (${channelLabel(state.post.channel)} · ${state.post.format})`
        : "";
      return `Não foi possível gerar o roteiro${which}: ${state.message} ${state.written} de ${state.total} roteiros gerados.`;
    }
  }
}

/** The script tool's own gate: without Pro (or admin) the button leads to the subscription. */
function ProOnly() {
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
      <Link to="/profile?tab=subscription">
        <Crown aria-hidden="true" />
        Gerar roteiros da semana (Pro)
      </Link>
    </Button>
  );
}

/** "Gerar roteiros da semana": a script for every post of the week that has none. */
export function WeekScriptsButton({ plan, weekStart }: { plan: PlanDetail; weekStart: string }) {
  const { user } = useMe();
  const { state, start, cancel } = useWeekScripts(plan, weekStart);
  const pending = postsWithoutScript(plan, weekStart).length;
  const running = state.status === "running";
  // A week with every post scripted (or none at all) has nothing to offer until a run reports.
  if (pending === 0 && state.status === "idle") return null;
  if (!user?.hasProAccess) return <ProOnly />;
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
          {running ? "Gerando roteiros…" : "Gerar roteiros da semana"}
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
        {statusText(state)}
      </p>
    </div>
  );
}
