import type { JobQueue } from "../../src/server/jobs/queue.ts";

/**
 * Sends one job to a queue of the running server and waits until a worker has finished it (as
 * a schedule's tick would): its output, or the error it failed with. Polls the job's row; not a
 * timing assertion.
 */
export async function runJob(jobs: JobQueue, name: string, data: object = {}) {
  const id = await jobs.boss.send(name, data);
  if (!id) throw new Error(`no job sent to ${name}`);
  for (;;) {
    const [job] = await jobs.boss.findJobs(name, { id });
    if (job?.state === "completed") return job.output;
    if (job?.state === "failed")
      throw new Error(`job ${name} failed: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
