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

/**
 * A tool over many posts at once ("Gerar roteiros da semana"): each post's input, as the page
 * builds it for one post; the server runs them one after another, whoever watches.
 */
export const jobBatchSchema = z.object({
  kind: z.string().min(1).max(40),
  inputs: z
    .array(z.unknown())
    .min(1, "Nenhum post para gerar.")
    .max(31, "Posts demais de uma vez."),
});
export type JobBatch = z.infer<typeof jobBatchSchema>;

export const generationJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  tool: z.string(),
  status: z.enum(JOB_STATUSES),
  /** The saved item, once done. */
  historyId: z.uuid().nullable(),
  /** The plan's post it writes on, if any (the plan shows its progress there). */
  postId: z.string().nullable(),
  /** The run of many posts it is one of ("Gerar roteiros da semana"). */
  batch: z.string().nullable(),
  /** Why it failed, in Portuguese (a failed post of a week's run can be tried again alone). */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type GenerationJobView = z.infer<typeof generationJobSchema>;

/** Still to end: queued, or running now. */
export const isRunning = (job: GenerationJobView) =>
  job.status === "queued" || job.status === "running";

/** What the list calls a job's state. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: "Na fila",
  running: "Em andamento",
  done: "Concluída",
  failed: "Falhou",
  cancelled: "Cancelada",
};
