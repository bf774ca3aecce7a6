import { brazilianDate } from "@shared/dates";
import { channelLabel } from "@shared/generation/options";
import { postPath, postStatusLabel } from "@shared/plans";
import { assignedByLine, type MyTask } from "@shared/tasks";
import { ClipboardList } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMyTasks, useSeeTasks } from "../api/tasks";

/** Holds the list's place while it loads, so what is below does not jump. */
function TaskListSkeleton() {
  return <div aria-hidden="true" className="h-48 animate-pulse rounded-md bg-muted" />;
}

function NoTasks() {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <ClipboardList className="h-8 w-8 text-primary" aria-hidden="true" />
      <p className="max-w-md text-muted-foreground">
        Nenhuma publicação sob sua responsabilidade. Abra um plano e use "Assumir" numa publicação,
        ou peça a um administrador para atribuir uma a você.
      </p>
      <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
        <Link to="/planos">Ver meus planos</Link>
      </Button>
    </div>
  );
}

function TaskRow({ task }: { task: MyTask }) {
  return (
    <Link
      to={postPath(task.planId, task.id)}
      className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-3"
    >
      <span className="whitespace-nowrap text-sm font-medium">
        {task.dueOn ? `Prazo ${brazilianDate(task.dueOn)}` : "Sem prazo"}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block break-words font-medium">{task.theme}</span>
        <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
          <ColorSwatch color={task.brandColor} className="h-2.5 w-2.5" />
          {channelLabel(task.channel)} · publica em {brazilianDate(task.date)} · {task.planTitle}
        </span>
        {task.isNew && (
          <span className="block text-xs font-medium text-primary">
            {assignedByLine(task.assignedBy)}
          </span>
        )}
      </span>
      <span className="flex gap-1 self-start sm:self-center">
        {task.isNew && <Badge>Novo</Badge>}
        <Badge variant="secondary">{postStatusLabel(task.status)}</Badge>
      </span>
    </Link>
  );
}

/**
 * "Minhas tarefas": loading, error, empty and the list (`limit`: the first ones only, as the
 * home page shows them). Once shown, the new ones count as seen (assignment-notice.ts).
 */
export function TaskList({ limit }: { limit?: number }) {
  const tasks = useMyTasks();
  const { mutate: see } = useSeeTasks();
  const anyNew = tasks.data?.items.some((task) => task.isNew) ?? false;
  useEffect(() => {
    if (anyNew) see();
  }, [anyNew, see]);
  if (tasks.isPending) return <TaskListSkeleton />;
  if (!tasks.data) {
    return (
      <p role="alert" className="text-sm">
        Não foi possível carregar suas tarefas.{" "}
        <Button type="button" variant="link" className="h-auto p-0" onClick={() => tasks.refetch()}>
          Tentar novamente
        </Button>
      </p>
    );
  }
  const items = tasks.data.items;
  if (items.length === 0) return <NoTasks />;
  const shown = limit === undefined ? items : items.slice(0, limit);
  return (
    <>
      <ul className="divide-y" aria-label="Minhas tarefas">
        {shown.map((task) => (
          <li key={task.id}>
            <TaskRow task={task} />
          </li>
        ))}
      </ul>
      {shown.length < items.length && (
        <Button asChild variant="link" className="px-2">
          <Link to="/tarefas">Ver todas as {items.length} tarefas</Link>
        </Button>
      )}
    </>
  );
}
