import { z } from "zod";

// Generation jobs as the page sees them (docs/decisions/056): the "Em andamento" list, and the
// paths a page follows or cancels one by.

export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobIdParamSchema = z.object({ id: z.uuid("Geração não encontrada.") });

/** `?after=`: the last event the page saw (the SSE `id`); 0 reads the job from its start. */
export const jobEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
});

export const generationJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  tool: z.string(),
  status: z.enum(JOB_STATUSES),
  /** The saved item, once done. */
  historyId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type GenerationJobView = z.infer<typeof generationJobSchema>;

/** What the list calls a job's state. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: "Na fila",
  running: "Em andamento",
  done: "Concluída",
  failed: "Falhou",
  cancelled: "Cancelada",
};
