import { ProtectedRoute } from "@/components/guards/protected-route";
import { TaskList } from "@/features/tasks/components/task-list";

/** "Minhas tarefas": every post I am responsible for, the nearest due first. */
export default function Page() {
  return (
    <ProtectedRoute>
      <section className="mx-auto max-w-3xl space-y-4">
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Minhas tarefas</h1>
          <p className="text-muted-foreground">
            As publicações sob sua responsabilidade, pelo prazo de produção.
          </p>
        </header>
        <TaskList />
      </section>
    </ProtectedRoute>
  );
}
