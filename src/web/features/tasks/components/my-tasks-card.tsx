import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TaskList } from "./task-list";

/** The home page's "Minhas tarefas": the nearest few, and a way to the whole list. */
export default function MyTasksCard() {
  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <CardTitle as="h2">Minhas tarefas</CardTitle>
        <Link to="/tarefas" className="text-sm font-medium text-primary hover:underline">
          Ver todas
        </Link>
      </CardHeader>
      <CardContent>
        <TaskList limit={5} />
      </CardContent>
    </Card>
  );
}
