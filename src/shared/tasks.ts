import { z } from "zod";
import type { UpcomingPost } from "./plans.ts";

/**
 * Tasks per person (decision 058): a post's responsible member and its production's due date,
 * apart from its publishing date. Who may change them is the workspaces' rule (`mayAssign`).
 */

const INVALID_DUE_DATE = "Informe um prazo válido (uma data).";
const INVALID_ASSIGNEE = "Escolha um membro da equipe como responsável.";
const NOTHING_TO_CHANGE = "Informe o responsável ou o prazo da publicação.";

/** A change of a post's task: who is responsible (null: nobody), its due date (null: none). */
export const taskUpdateSchema = z
  .object({
    assigneeId: z
      .string(INVALID_ASSIGNEE)
      .trim()
      .min(1, INVALID_ASSIGNEE)
      .max(100, INVALID_ASSIGNEE)
      .nullable()
      .optional(),
    dueOn: z.iso.date(INVALID_DUE_DATE).nullable().optional(),
  })
  .refine(
    (change) => change.assigneeId !== undefined || change.dueOn !== undefined,
    NOTHING_TO_CHANGE,
  );
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** "Minhas tarefas" lists at most this many, the nearest due first. */
export const MAX_TASKS_LISTED = 100;

/** One of "Minhas tarefas": a post of mine, with its plan and who gave it to me. */
export type MyTask = UpcomingPost & {
  /** Who made me responsible (null: I took it, or their account is gone). */
  assignedBy: string | null;
  /** Given to me by someone else since I last opened the list: the in-app notice. */
  isNew: boolean;
};

export type MyTasks = { items: MyTask[] };

/** "Ana atribuiu a você": what a new task says of who gave it. */
export const assignedByLine = (name: string | null) =>
  name ? `${name} atribuiu a você` : "Atribuída a você";
