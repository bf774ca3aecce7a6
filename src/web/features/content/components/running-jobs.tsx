import { type GenerationJobView, isRunning, JOB_STATUS_LABELS } from "@shared/generation/jobs";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { useJobText, useRetryJob } from "../api/jobs";
import { useCancelJob, useGenerationJobs } from "../api/queued-work";

/** How much of a running job's text the list shows: its last lines, as they are written. */
const PREVIEW_CHARS = 280;

function RunningJob({ job }: { job: GenerationJobView }) {
  const running = isRunning(job);
  const text = useJobText(job.id, running);
  const cancel = useCancelJob();
  const retry = useRetryJob();
  const preview = text.length > PREVIEW_CHARS ? `…${text.slice(-PREVIEW_CHARS)}` : text;
  return (
    <li className="space-y-2 rounded-md border p-3" data-job-status={job.status}>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate font-medium">{job.title}</p>
        <div className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
          {running && <Spinner className="size-4" />}
          <span>{JOB_STATUS_LABELS[job.status]}</span>
          {running && (
            <Button
              size="sm"
              variant="outline"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(job.id, {
                  onError: (error) =>
                    toast.error("Não foi possível cancelar", {
                      description: error.message,
                    }),
                })
              }
            >
              Cancelar
            </Button>
          )}
        </div>
      </div>
      {running && preview && (
        <p className="whitespace-pre-wrap text-sm text-muted-foreground">{preview}</p>
      )}
      {job.status === "failed" && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-destructive">{job.error}</p>
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending || retry.isSuccess}
            onClick={() =>
              retry.mutate(job.id, {
                onError: (error) =>
                  toast.error("Não foi possível tentar de novo", { description: error.message }),
              })
            }
          >
            Tentar de novo
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * "Em andamento": the generations still running (a page closed meanwhile does not stop them),
 * each with its text so far, and those that failed or were cancelled within the hour (done ones
 * are in the list below).
 */
export function RunningJobs() {
  const { data } = useGenerationJobs();
  const jobs = (data?.jobs ?? []).filter((job) => job.status !== "done");
  if (jobs.length === 0) return null;
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <h2 className="text-lg font-semibold">Em andamento</h2>
        <ul className="space-y-2">
          {jobs.map((job) => (
            <RunningJob key={job.id} job={job} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
